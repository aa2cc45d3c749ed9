import type { EditableAppointment, BookingSalon } from '@/features/appointments/components/appointment-types';
import type { ClientNote } from '@/features/clients/data/client-card';
import type { CurrencyInfo } from '@/lib/format/money';

/** A sum of money in one currency. */
export type MoneyTotal = { amount: number; currency: CurrencyInfo };

/** Some of a client's visits (capped) and how many there are. */
export type VisitList = { visits: EditableAppointment[]; total: number };

export type ClientCardData =
  | {
      ok: true;
      client: { id: string; name: string; email: string | null; phone: string | null };
      /** Today in the salon's zone. */
      today: string;
      timezone: string;
      /** Completed visits and confirmed ones that have started, one total per currency. */
      spent: MoneyTotal[];
      noShowCount: number;
      lateCancellationCount: number;
      changeWindowHours: number;
      preferredStylist: string | null;
      coming: VisitList;
      past: VisitList;
      notes: ClientNote[];
      /** The salon the card's New appointment and Walk-in book in. */
      bookingSalon: BookingSalon;
    }
  | { ok: false; message: string };
