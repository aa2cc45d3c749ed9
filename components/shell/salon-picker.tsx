'use client';

import { usePathname, useRouter } from 'next/navigation';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** An admin's choice of the salon to work on (?salon=, which proxy.ts remembers for the next screens). */
export function SalonPicker({ salons, value }: { salons: { id: string; name: string }[]; value: string | null }) {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <Select value={value ?? undefined} onValueChange={(id) => router.push(`${pathname}?salon=${encodeURIComponent(id)}`)}>
      <SelectTrigger aria-label="Salon" className="w-56">
        <SelectValue placeholder="Choose a salon" />
      </SelectTrigger>
      <SelectContent>
        {salons.map((salon) => (
          <SelectItem key={salon.id} value={salon.id}>
            {salon.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
