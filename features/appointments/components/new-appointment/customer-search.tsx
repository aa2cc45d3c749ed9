'use client';

import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { searchPastCustomersAction } from '@/features/appointments/actions';
import type { PastCustomer } from '@/features/appointments/data/appointment-search';
import { useLatestRequest } from '@/components/forms/use-latest-request';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** Fewer letters match too many customers to be worth asking. */
const MIN_QUERY = 2;
const DELAY_MS = 250;

type Props = { salonId: string; onPick: (customer: PastCustomer) => void };

/** Finds a client record of the salon by name, phone or e-mail; picking one fills the customer fields (and shows their alerts). */
export function CustomerSearch({ salonId, onPick }: Props) {
  const t = useTranslations('Appointments');
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<PastCustomer[] | null>(null);
  const search = useLatestRequest((input: string) => searchPastCustomersAction({ salonId, query: input }), DELAY_MS);

  const change = (value: string) => {
    setQuery(value);
    if (value.trim().length < MIN_QUERY) {
      search.cancel();
      return setMatches(null);
    }
    search.schedule(value, (result) => setMatches(result.ok ? result.data : []));
  };
  const pick = (customer: PastCustomer) => {
    onPick(customer);
    setQuery('');
    setMatches(null);
  };

  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <Field id="new-customer-search" label={t('findPastCustomer')} description={t('findPastCustomerHint')}>
        <Input type="search" autoComplete="off" value={query} onChange={(event) => change(event.target.value)} />
      </Field>
      {matches && (
        <ul aria-label={t('pastCustomers')} className="flex max-h-48 flex-col overflow-y-auto rounded-md border" aria-live="polite">
          {matches.length === 0 && <li className="p-3 text-sm text-muted-foreground">{t('noPastCustomer')}</li>}
          {matches.map((customer) => {
            const contact = [customer.phone, customer.email].filter(Boolean).join(' · ');
            return (
              <li key={customer.id} className="border-b last:border-b-0">
                <button type="button" className="flex w-full min-w-0 flex-col items-start gap-0.5 px-3 py-2 text-left hover:bg-muted" title={`${customer.name} ${contact}`} onClick={() => pick(customer)}>
                  <span className="flex w-full min-w-0 items-center gap-2 font-medium">
                    <Search aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
                    <span className="truncate">{customer.name}</span>
                  </span>
                  {contact && <span className="w-full truncate text-xs text-muted-foreground">{contact}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
