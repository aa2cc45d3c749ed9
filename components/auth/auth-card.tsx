import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { ThemeToggle } from '@/components/theme/theme-toggle';

/** The frame of the sign-in and sign-up screens. */
export function AuthCard({ title, description, children, footer }: { title: string; description: string; children: ReactNode; footer: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10">
      <div className="absolute top-4 right-4">
        <ThemeToggle />
      </div>
      <Card className="w-full max-w-sm p-6 sm:p-8">
        <div className="mb-6 space-y-1.5 text-center">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {children}
      </Card>
      <div className="text-center text-sm text-muted-foreground">{footer}</div>
    </main>
  );
}
