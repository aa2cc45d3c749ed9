import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';

/**
 * A client's alerts ("Allergy: PPD", "Patch test 2026-10-01"), wherever one of their
 * appointments is shown or booked (the detail and New appointment dialogs). Nothing without any.
 */
export function ClientAlerts({ alerts, className }: { alerts: readonly string[]; className?: string }) {
  const t = useTranslations('Appointments');
  if (!alerts.length) return null;
  return (
    <section aria-label={t('clientAlerts')} data-testid="client-alerts" className={`rounded-md border border-warning/60 bg-warning/15 px-3 py-2 text-sm ${className ?? ''}`}>
      <ul className="flex flex-col gap-1">
        {alerts.map((alert, i) => (
          <li key={i} className="flex min-w-0 items-start gap-2 break-words">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
            <span className="min-w-0">{alert}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
