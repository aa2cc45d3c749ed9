import { useTranslations } from 'next-intl';
import { FilterButtons, FilterSearchField, ListFilterForm } from '@/components/forms/list-filter-form';
import { controlClass } from '@/components/ui/control-class';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SEARCH_LIMITS } from '@/features/appointments/schema/search';
import { CLIENT_LIST_LIMITS } from '@/features/clients/schema';
import { clientListHref, type ClientFilterValues } from './client-list-types';

/** The Clients search, order and filters (a GET form); applying starts again at the first page. */
export function ClientFilters({ filters }: { filters: ClientFilterValues }) {
  const t = useTranslations('Clients');
  const common = useTranslations('Common');
  return (
    <ListFilterForm action="/admin/clients" label={t('searchClients')} salon={filters.salon} className="lg:grid-cols-4">
      <FilterSearchField id="client-q" label={common('search')} value={filters.q} placeholder={t('searchPlaceholder')} maxLength={SEARCH_LIMITS.query} />
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="client-sort">{t('sort')}</Label>
        <NativeSelect id="client-sort" name="sort" defaultValue={filters.sort}>
          <option value="">{t('sortLastVisit')}</option>
          <option value="name">{t('sortName')}</option>
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="client-months">{t('notSeenFor')}</Label>
        <input
          id="client-months"
          name="months"
          type="number"
          inputMode="numeric"
          min={CLIENT_LIST_LIMITS.months.min}
          max={CLIENT_LIST_LIMITS.months.max}
          defaultValue={filters.months}
          placeholder={t('monthsPlaceholder')}
          className={controlClass}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" name="noShows" value="1" defaultChecked={filters.noShows === '1'} className="size-4 accent-primary" />
          {t('hasNoShows')}
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" name="marketing" value="1" defaultChecked={filters.marketing === '1'} className="size-4 accent-primary" />
          {t('marketingConsent')}
        </label>
        <div className="ml-auto flex flex-wrap gap-2">
          <FilterButtons apply={t('apply')} clear={t('clear')} clearHref={clientListHref({ salon: filters.salon })} />
        </div>
      </div>
    </ListFilterForm>
  );
}
