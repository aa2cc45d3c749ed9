import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import type { StylistOption } from '@/features/appointments/data/stylists';

type Props = ComponentProps<'select'> & { id: string; stylists: readonly StylistOption[]; error?: string; className?: string };

/** The appointment dialogs' 'Stylist' choice: 'No stylist' (the value '') or one of the salon's bookable members. */
export function StylistField({ id, stylists, error, className, ...select }: Props) {
  return (
    <Field id={id} label="Stylist" error={error} className={className}>
      <NativeSelect className="h-10" {...select}>
        <option value="">No stylist</option>
        {stylists.map((stylist) => (
          <option key={stylist.id} value={stylist.id}>
            {stylist.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
