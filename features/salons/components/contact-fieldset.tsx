'use client';

import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** The contact fields the admin salon form and the owner's settings share. */
type ContactFormValues = { email: string; phone_number: string; address: string; city: string; country: string };

/** Spec point 2's 'Contact Information' section. Works inside any form (FormProvider) with these fields. */
export function ContactFieldset() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold">Contact Information</legend>
      <Field label="Email Address" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label="Phone Number" error={errors.phone_number?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone_number')} />
      </Field>
      <Field label="Address" className="sm:col-span-2" error={errors.address?.message}>
        <Input autoComplete="street-address" {...register('address')} />
      </Field>
      <Field label="City" error={errors.city?.message}>
        <Input autoComplete="address-level2" {...register('city')} />
      </Field>
      <Field label="Country" error={errors.country?.message}>
        <Input autoComplete="country-name" {...register('country')} />
      </Field>
    </fieldset>
  );
}
