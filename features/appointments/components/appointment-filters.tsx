import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { LazyDateField } from '@/components/forms/lazy-date-field';
import { FilterButtons, FilterSearchField, ListFilterForm } from '@/components/forms/list-filter-form';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { APPOINTMENT_STATUSES } from '@/lib/validation/appointment';
import { addDays } from '@/lib/scheduling/zoned-time';
import { formatLongDate } from '@/lib/format/dates';
import type { Locale } from '@/lib/i18n/locale';
import { SEARCH_LIMITS } from '@/features/appointments/schema/search';
import { listHref, type AppointmentListData } from './appointment-list-types';

type Props = Pick<AppointmentListData, 'filters' | 'services' | 'stations' | 'stylists' | 'salon' | 'today'>;

/** The Appointments list's search and filters (a GET form). */
export function AppointmentFilters({ filters, services, stations, stylists, salon, today }: Props) {
  const t = useTranslations('Appointments');
  const common = useTranslations('Common');
  return (
    <ListFilterForm action="/admin/appointments" label={t('searchAppointments')} salon={filters.salon} className="lg:grid-cols-6">
      <FilterSearchField id="filter-q" label={common('search')} value={filters.q} placeholder={t('searchPlaceholder')} maxLength={SEARCH_LIMITS.query} />
      <DateFilter id="filter-from" name="from" label={t('from')} value={filters.from} />
      <DateFilter id="filter-to" name="to" label={t('to')} value={filters.to} />
      <FilterSelect
        name="status"
        label={common('status')}
        anyLabel={t('anyStatus')}
        value={filters.status}
        options={APPOINTMENT_STATUSES.map((status) => ({ value: status, label: common('appointmentStatus', { status }) }))}
      />
      <FilterSelect name="service" label={common('service')} anyLabel={t('anyService')} value={filters.service} options={services.map((service) => ({ value: service.id, label: service.name }))} />
      {salon.stationsEnabled && stations.length > 0 && (
        <FilterSelect name="station" label={t('station')} anyLabel={t('anyStation')} value={filters.station} options={stations.map((station) => ({ value: station.id, label: station.name }))} />
      )}
      {salon.stylistsEnabled && (
        <FilterSelect
          name="stylist"
          label={common('stylist')}
          anyLabel={common('anyStylist')}
          value={filters.stylist}
          options={[{ value: 'mine', label: t('mine') }, { value: 'none', label: t('noStylist') }, ...stylists.map((stylist) => ({ value: stylist.id, label: stylist.name }))]}
        />
      )}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-6">
        <FilterButtons apply={t('apply')} clear={t('clear')} clearHref={listHref({ salon: filters.salon })} />
        <nav aria-label={t('jump')} className="ml-auto flex gap-1">
          <Button variant="outline" size="sm" asChild>
            <Link href={listHref({ salon: filters.salon })}>{t('upcoming')}</Link>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link href={listHref({ salon: filters.salon, to: addDays(today, -1) })}>{t('past')}</Link>
          </Button>
        </nav>
      </div>
    </ListFilterForm>
  );
}

/** From or To: the shared month grid, its first value written here in the page's language. */
function DateFilter({ id, name, label, value }: { id: string; name: string; label: string; value?: string }) {
  const t = useTranslations('Appointments');
  const language = useLocale() as Locale;
  // Two of the six wide columns: a long date ('Wednesday, 25 November 2026') is read whole.
  return (
    <div className="min-w-0 lg:col-span-2">
      <LazyDateField id={id} name={name} label={label} defaultValue={value} defaultShown={value && formatLongDate(value, { language })} clearLabel={t('clearDate', { label })} />
    </div>
  );
}

type FilterSelectProps = { name: string; label: string; anyLabel: string; value?: string; options: { value: string; label: string }[] };

/** One labelled filter list (id `filter-<name>`); its first option, `anyLabel` ('Any status'), filters nothing. */
function FilterSelect({ name, label, anyLabel, value, options }: FilterSelectProps) {
  const id = `filter-${name}`;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
