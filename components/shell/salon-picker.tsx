'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { NativeSelect } from '@/components/ui/native-select';

/** An admin's choice of the salon to work on (?salon=, which proxy.ts remembers for the next screens). */
export function SalonPicker({ salons, value }: { salons: { id: string; name: string }[]; value: string | null }) {
  const t = useTranslations('Shell');
  const router = useRouter();
  const pathname = usePathname();
  return (
    <NativeSelect aria-label={t('salon')} className="w-56" value={value ?? ''} onChange={(event) => router.push(`${pathname}?salon=${encodeURIComponent(event.target.value)}`)}>
      {value === null && (
        <option value="" disabled>
          {t('chooseSalon')}
        </option>
      )}
      {salons.map((salon) => (
        <option key={salon.id} value={salon.id}>
          {salon.name}
        </option>
      ))}
    </NativeSelect>
  );
}
