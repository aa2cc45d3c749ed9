import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ClientCardView } from './client-card-view';
import type { ClientCardData } from './client-card-types';
import { clientListHref } from './client-list-types';

/** The card, or "not in the salon's book" for a client the salon does not have. `ownerTools`: the owner's section under the contact details; `care`: the no-show and consent panels. */
export function ClientCardScreen({ card, salonParam, ownerTools, care }: { card: ClientCardData | null; salonParam?: string; ownerTools?: ReactNode; care?: ReactNode }) {
  const t = useTranslations('ClientCard');
  if (!card) return <p className="rounded-md border p-6 text-center text-muted-foreground">{t('notFound')}</p>;
  return <ClientCardView card={card} listHref={clientListHref({ salon: salonParam })} ownerTools={ownerTools} care={care} />;
}
