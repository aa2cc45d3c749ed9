import type { ReactNode } from 'react';

type Props = { title: string; salonName: string | null; salonPicker: ReactNode; children: ReactNode };

/** An owner area's page (/admin/services, /staff, /appointments, /analytics, /settings): title, salon, the admin's salon picker. */
export function SalonAreaFrame({ title, salonName, salonPicker, children }: Props) {
  return (
    <main className="flex min-w-0 flex-col gap-6 p-4 sm:p-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{title}</h1>
          {salonName && <p className="text-sm text-muted-foreground">{salonName}</p>}
        </div>
        {salonPicker}
      </header>
      {children}
    </main>
  );
}
