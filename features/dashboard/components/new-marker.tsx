'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext } from 'react';
import { Badge } from '@/components/ui/badge';
import { cx } from '@/lib/ui/cx';

/** The appointments booked or changed since the user last looked: the dashboard marks them 'New'. */
export const NewAppointments = createContext<ReadonlySet<string>>(new Set());

/**
 * 'New' on an appointment in the 'Since you last looked' list, until the user marks it seen; as
 * a dot where the name has no room to spare (the narrow blocks of the station timeline).
 */
export function NewMarker({ id, dot = false, className }: { id: string; dot?: boolean; className?: string }) {
  const t = useTranslations('Dashboard');
  if (!useContext(NewAppointments).has(id)) return null;
  if (dot) {
    return (
      <span data-testid="new-marker" className={cx('size-2.5 rounded-full bg-primary ring-2 ring-background', className)}>
        <span className="sr-only">{t('new')}</span>
      </span>
    );
  }
  return (
    <Badge variant="primary" data-testid="new-marker" className={cx('px-1.5 py-0 text-[0.6875rem] uppercase', className)}>
      {t('new')}
    </Badge>
  );
}
