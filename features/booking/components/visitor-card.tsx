import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { Locale } from '@/lib/i18n/locale';
import { LanguageSwitch } from './language-switch';
import { SalonBadge } from './salon-badge';

/** A visitor's page about one booking or wait (manage, waiting list): the language switch, the salon's name, then the card. */
export function VisitorCard({ path, locale, salonName, children }: { path: string; locale: Locale; salonName: string; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-6">
      <LanguageSwitch path={path} current={locale} />
      <p className="mt-2 mb-4 flex justify-center">
        <SalonBadge name={salonName} />
      </p>
      <Card className="space-y-5 p-6">{children}</Card>
    </main>
  );
}
