'use client';

import { useFormContext, type FieldPath, type PathValue } from 'react-hook-form';
import type { EditFormValues } from './edit-form-values';

type Name = FieldPath<EditFormValues>;

/**
 * The edit form's fields: an input's registration, its error, and a setter for controls that
 * are not inputs. Editing a field clears its error (spec point 5).
 */
export function useEditField() {
  const {
    register,
    clearErrors,
    setValue,
    formState: { errors },
  } = useFormContext<EditFormValues>();
  return {
    /** An input's registration; `onChange` runs after the form holds the new value. */
    field: (name: Name, onChange?: () => void) =>
      register(name, {
        onChange: () => {
          clearErrors(name);
          onChange?.();
        },
      }),
    error: (name: Name): string | undefined => errors[name]?.message,
    set: <N extends Name>(name: N, value: PathValue<EditFormValues, N>) => {
      setValue(name, value, { shouldDirty: true });
      clearErrors(name);
    },
  };
}
