import type { ReactNode } from 'react';
import { ClientCardView } from './client-card-view';
import type { ClientCardData } from './client-card-types';
import { clientListHref } from './client-list-types';

/** The card. `ownerTools`: the owner's section under the contact details; `care`: the no-show and consent panels. */
export function ClientCardScreen({ card, salonParam, ownerTools, care }: { card: ClientCardData; salonParam?: string; ownerTools?: ReactNode; care?: ReactNode }) {
  return <ClientCardView card={card} listHref={clientListHref({ salon: salonParam })} ownerTools={ownerTools} care={care} />;
}
