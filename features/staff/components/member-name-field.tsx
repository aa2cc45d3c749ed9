'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** A member's full name, as Add Staff Member asks it and Rename changes it. */
export function MemberNameField({ registration, error }: { registration: UseFormRegisterReturn<'full_name'>; error?: string }) {
  const t = useTranslations('Staff');
  return (
    <Field label={t('fullName')} required error={error}>
      <Input autoComplete="off" {...registration} />
    </Field>
  );
}
