'use client';

import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, type FieldProps } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export type SelectOption = { value: string; label: ReactNode };

/** A Field's label, id, description, error and class, with the Select's own props. */
type LabelledSelectProps = Omit<FieldProps, 'children' | 'orientation'> & {
  placeholder?: string;
  options: readonly SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
};

/** A labelled Select: a Field whose control is the Select's trigger. */
export function LabelledSelect({ options, value, onValueChange, onBlur, placeholder, ...field }: LabelledSelectProps) {
  return (
    <Field {...field}>
      {(control) => (
        <Select value={value} onValueChange={onValueChange}>
          <SelectTrigger {...control} onBlur={onBlur}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}

type SelectFieldProps<Values extends FieldValues> = Omit<LabelledSelectProps, 'value' | 'onValueChange' | 'onBlur' | 'error'> & {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** Shown instead of the field's own error (e.g. a related field's). */
  error?: string;
  /** The option that stands for the empty value (Select items cannot be ''). */
  emptyValue?: string;
  /** Instead of setting the field alone, e.g. to set related fields too. */
  onValueChange?: (value: string) => void;
};

/** A react-hook-form field shown as a labelled Select. */
export function SelectField<Values extends FieldValues>({ control, name, error, emptyValue = '', onValueChange, ...select }: SelectFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LabelledSelect
          {...select}
          value={(field.value as string | null | undefined) || emptyValue}
          onValueChange={(value) => (onValueChange ?? field.onChange)(value === emptyValue ? '' : value)}
          onBlur={field.onBlur}
          error={error ?? fieldState.error?.message}
        />
      )}
    />
  );
}
