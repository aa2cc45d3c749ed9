import { useTranslations } from 'next-intl';
import type { NavLabel } from '@/lib/auth/app-nav';
import type { ReactNode } from 'react';

type Props = { title: NavLabel; salonName: string | null; salonPicker: ReactNode; children: ReactNode };

/** An owner area's page (/admin/services, /staff, /appointments, /analytics, /settings): title, salon, the admin's salon picker. */
export function SalonAreaFrame({ title, salonName, salonPicker, children }: Props) {
  const t = useTranslations('Shell');
  return (
    <main className="flex min-w-0 flex-col gap-6 p-4 sm:p-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t(`nav.${title}`)}</h1>
          {salonName && <p className="text-sm text-muted-foreground">{salonName}</p>}
        </div>
        {salonPicker}
      </header>
      {children}
    </main>
  );
}
