import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { ThemeToggle } from '@/components/shell/theme-toggle';

/** The frame of the sign-in and sign-up screens. */
export function AuthCard({ title, description, children, footer }: { title: string; description: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex justify-end p-4">
        <ThemeToggle />
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 pb-16">
        <Card className="w-full max-w-sm p-6 sm:p-8">
          <div className="mb-6 space-y-1.5 text-center">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
          {children}
        </Card>
        <div className="text-center text-sm text-muted-foreground">{footer}</div>
      </main>
    </div>
  );
}
