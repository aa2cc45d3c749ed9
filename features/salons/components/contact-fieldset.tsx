'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** The contact fields the admin salon form and the owner's settings share. */
type ContactFormValues = { email: string; phone_number: string; address: string; city: string; country: string };

/**
 * Spec point 2's 'Contact Information' section. Works inside any form (FormProvider) with these
 * fields; its words are Common's, as the admin's salon form and the owner's settings both show it.
 */
export function ContactFieldset() {
  const t = useTranslations('Common');
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold">{t('contactInformation')}</legend>
      <Field label={t('emailAddress')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label={t('phoneNumber')} error={errors.phone_number?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone_number')} />
      </Field>
      <Field label={t('address')} className="sm:col-span-2" error={errors.address?.message}>
        <Input autoComplete="street-address" {...register('address')} />
      </Field>
      <Field label={t('city')} error={errors.city?.message}>
        <Input autoComplete="address-level2" {...register('city')} />
      </Field>
      <Field label={t('country')} error={errors.country?.message}>
        <Input autoComplete="country-name" {...register('country')} />
      </Field>
    </fieldset>
  );
}
