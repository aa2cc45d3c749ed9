'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useSyncExternalStore } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/ui/toast';
import { updateSettingsAction } from '@/features/settings/actions';
import { useFormAction } from '@/components/forms/use-form-action';
import { ContactFieldset } from '@/features/salons/components/contact-fieldset';
import { BookingRulesFieldset } from './booking-rules-fieldset';
import { MAIL_CAPS } from '@/lib/validation/mail-caps';
import { OpeningHoursEditor } from '@/features/salons/components/opening-hours-editor';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import {
  REMINDER_HOUR_CHOICES,
  SETTINGS_LIMITS,
  SETTINGS_MESSAGES,
  salonSettingsSchema,
  type SalonSettingsData,
  type SalonSettingsFields,
  type SalonSettingsValues,
} from '@/features/settings/schema';

type Props = {
  initialValues: SalonSettingsFields;
  /** The salon an admin works on (owners: their own, never sent). */
  salonId?: string;
  slug: string | null;
  timeZones: string[];
  currencies: { code: string; name: string; symbol: string }[];
  /** Visitor e-mails counted against the salon's daily cap right now. */
  visitorEmailsUsed: number;
};

const subscribeNever = () => () => {};

/** The offered reminder times, with the salon's own if it is another. */
function reminderChoices(current: string): number[] {
  const hours = Number(current);
  return [...new Set<number>([...REMINDER_HOUR_CHOICES, hours])].sort((a, b) => a - b);
}

/** The salon's profile, contact details, time zone, currency, reminders, online booking rules and opening hours: one form, one save. */
export function SalonSettingsForm({ initialValues, salonId, slug, timeZones, currencies, visitorEmailsUsed }: Props) {
  const form = useForm<SalonSettingsValues, unknown, SalonSettingsData>({ resolver: zodResolver(salonSettingsSchema), defaultValues: initialValues });
  const {
    register,
    control,
    reset,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const { run, failure } = useFormAction({ form });
  const origin = useSyncExternalStore(subscribeNever, () => window.location.origin, () => '');
  const description = useWatch({ control, name: 'description' }) ?? '';

  const submit = handleSubmit(async (data) => {
    const result = await run(() => updateSettingsAction({ ...data, salonId }));
    if (!result.ok) return;
    toast.success(SETTINGS_MESSAGES.saved);
    reset(form.getValues());
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid min-w-0 gap-8">
        {failure && <Alert>{failure}</Alert>}
        <fieldset className="grid min-w-0 gap-4">
          <legend className="mb-3 text-base font-semibold">Salon Profile</legend>
          <Field label="Salon Name" required error={errors.name?.message}>
            <Input autoComplete="organization" {...register('name')} />
          </Field>
          <div>
            <p className="text-sm font-medium">Booking page</p>
            {slug ? (
              <a href={`/book/${slug}`} className="text-sm break-all text-primary underline-offset-4 hover:underline">
                {origin}/book/{slug}
              </a>
            ) : (
              <p className="text-sm text-muted-foreground">No booking address yet.</p>
            )}
            <p className="text-sm text-muted-foreground">Its address changes only through an administrator, so that links already shared keep working.</p>
          </div>
          <Field label="Description" description={`${description.length}/${SETTINGS_LIMITS.description}`} error={errors.description?.message}>
            <Textarea maxLength={SETTINGS_LIMITS.description} {...register('description')} />
          </Field>
          <Field label="Instagram Link" description="Shown in the booking page's footer." error={errors.instagram_url?.message}>
            <Input type="url" inputMode="url" placeholder="https://instagram.com/yoursalon" {...register('instagram_url')} />
          </Field>
        </fieldset>
        <ContactFieldset />
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold">Time Zone and Currency</legend>
          <Field label="Time Zone" description="Opening hours and booking times are in this zone." error={errors.timezone?.message}>
            <NativeSelect className="h-10" {...register('timezone')}>
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Currency" description="For services that name no currency of their own, and new ones. Amounts are not converted." error={errors.currency_code?.message}>
            <NativeSelect className="h-10" {...register('currency_code')}>
              {currencies.map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {currency.name} ({currency.symbol})
                </option>
              ))}
            </NativeSelect>
          </Field>
        </fieldset>
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold">Customer Messages</legend>
          <Field
            label="Reminder before the appointment"
            description="E-mailed to customers who gave an address; each can stop theirs from the message."
            error={errors.reminder_hours?.message}
          >
            <NativeSelect className="h-10" {...register('reminder_hours')}>
              {reminderChoices(initialValues.reminder_hours).map((hours) => (
                <option key={hours} value={hours}>
                  {hours === 0 ? 'Off' : `${hours} hours`}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label="Online e-mails per day"
            description={`Confirmations, moves and cancellations that visitors cause, for the whole salon in 24 hours (${visitorEmailsUsed} used now). Past it bookings still work but their e-mails are not sent; each address gets at most ${MAIL_CAPS.perAddress.limit} a day.`}
            error={errors.visitor_emails_per_day?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={SETTINGS_LIMITS.visitorEmailsPerDay.min}
              max={SETTINGS_LIMITS.visitorEmailsPerDay.max}
              step={1}
              {...register('visitor_emails_per_day')}
            />
          </Field>
        </fieldset>
        <BookingRulesFieldset initial={initialValues} />
        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-3 text-base font-semibold">Opening Hours</legend>
          <OpeningHoursEditor />
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
