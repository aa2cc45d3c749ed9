import { Search } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { APPOINTMENT_STATUSES } from '@/lib/validation/appointment';
import { addDays } from '@/lib/scheduling/zoned-time';
import { SEARCH_LIMITS } from '@/features/appointments/schema/search';
import { listHref, type AppointmentListData } from './appointment-list-types';
import { statusLabel } from '@/lib/format/appointment-status';

type Props = Pick<AppointmentListData, 'filters' | 'services' | 'stations' | 'stylists' | 'salon' | 'today'>;

/**
 * The list's search and filters: a plain GET form, so filtering needs no JavaScript and every
 * filtered list has an address (back, reload and sharing keep it).
 */
export function AppointmentFilters({ filters, services, stations, stylists, salon, today }: Props) {
  return (
    <form method="get" action="/admin/appointments" role="search" aria-label="Search appointments" className="grid gap-3 rounded-md border bg-card p-3 sm:grid-cols-2 lg:grid-cols-6">
      {filters.salon && <input type="hidden" name="salon" value={filters.salon} />}
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="filter-q">Search</Label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={SEARCH_LIMITS.query}
          placeholder="Customer name, phone, e-mail or service"
          className={controlClass}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filter-from">From</Label>
        <input id="filter-from" name="from" type="date" defaultValue={filters.from} className={controlClass} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filter-to">To</Label>
        <input id="filter-to" name="to" type="date" defaultValue={filters.to} className={controlClass} />
      </div>
      <FilterSelect name="status" label="Status" value={filters.status} options={APPOINTMENT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))} />
      <FilterSelect name="service" label="Service" value={filters.service} options={services.map((service) => ({ value: service.id, label: service.name }))} />
      {salon.stationsEnabled && stations.length > 0 && (
        <FilterSelect name="station" label="Station" value={filters.station} options={stations.map((station) => ({ value: station.id, label: station.name }))} />
      )}
      {salon.stylistsEnabled && (
        <FilterSelect
          name="stylist"
          label="Stylist"
          value={filters.stylist}
          options={[{ value: 'mine', label: 'Mine' }, { value: 'none', label: 'No stylist' }, ...stylists.map((stylist) => ({ value: stylist.id, label: stylist.name }))]}
        />
      )}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-6">
        <Button type="submit">
          <Search aria-hidden />
          Apply
        </Button>
        <Button variant="ghost" asChild>
          <Link href={listHref({ salon: filters.salon })}>Clear</Link>
        </Button>
        <nav aria-label="Jump" className="ml-auto flex gap-1">
          <Button variant="outline" size="sm" asChild>
            <Link href={listHref({ salon: filters.salon })}>Upcoming</Link>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link href={listHref({ salon: filters.salon, to: addDays(today, -1) })}>Past</Link>
          </Button>
        </nav>
      </div>
    </form>
  );
}

type FilterSelectProps = { name: string; label: string; value?: string; options: { value: string; label: string }[] };

/** One labelled filter list (id `filter-<name>`); its first option, "Any <label>", filters nothing. */
function FilterSelect({ name, label, value, options }: FilterSelectProps) {
  const id = `filter-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value}>
        <option value="">{`Any ${label.toLowerCase()}`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
