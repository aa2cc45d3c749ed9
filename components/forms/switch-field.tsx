'use client';

import { Field, type FieldProps } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';

/** A Field's label, id, description and class, with the Switch's own props. */
type SwitchFieldProps = Omit<FieldProps, 'children' | 'orientation' | 'error' | 'required'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** An on/off setting: a Switch with its label and description beside it (a horizontal Field). */
export function SwitchField({ checked, onCheckedChange, disabled, ...field }: SwitchFieldProps) {
  return (
    <Field {...field} orientation="horizontal">
      <Switch checked={checked} disabled={disabled} onCheckedChange={onCheckedChange} />
    </Field>
  );
}
