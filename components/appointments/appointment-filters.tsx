import { Search } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import { Label } from '@/components/ui/label';
import { APPOINTMENT_STATUSES } from '@/lib/validation/appointment';
import { SEARCH_LIMITS } from '@/lib/validation/appointment-search';
import { listHref, type AppointmentListData } from './appointment-list-types';
import { statusLabel } from './status-badge';

type Props = Pick<AppointmentListData, 'filters' | 'services' | 'stations' | 'salon'>;

/**
 * The list's search and filters: a plain GET form, so filtering needs no JavaScript and every
 * filtered list has an address (back, reload and sharing keep it).
 */
export function AppointmentFilters({ filters, services, stations, salon }: Props) {
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filter-status">Status</Label>
        <select id="filter-status" name="status" defaultValue={filters.status} className={controlClass}>
          <option value="">Any status</option>
          {APPOINTMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filter-service">Service</Label>
        <select id="filter-service" name="service" defaultValue={filters.service} className={controlClass}>
          <option value="">Any service</option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </select>
      </div>
      {salon.stationsEnabled && stations.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="filter-station">Station</Label>
          <select id="filter-station" name="station" defaultValue={filters.station} className={controlClass}>
            <option value="">Any station</option>
            {stations.map((station) => (
              <option key={station.id} value={station.id}>
                {station.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-6">
        <Button type="submit">
          <Search aria-hidden />
          Apply
        </Button>
        <Button variant="ghost" asChild>
          <Link href={listHref({ salon: filters.salon })}>Clear</Link>
        </Button>
      </div>
    </form>
  );
}
