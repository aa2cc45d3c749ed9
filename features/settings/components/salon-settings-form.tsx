'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { toast } from '@/lib/ui/toast';
import { updateSettingsAction } from '@/features/settings/actions';
import { useActionForm } from '@/components/forms/use-action-form';
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
  CLIENT_RETENTION_CHOICES,
  SETTINGS_LIMITS,
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

/** The currency's name: the stored (English) one, in another language the runtime's own name for its code. */
function currencyName(currency: { code: string; name: string }, language: string): string {
  return language === 'en' ? currency.name : (new Intl.DisplayNames([language], { type: 'currency' }).of(currency.code) ?? currency.name);
}

/** The salon's profile, contact details, time zone, currency, reminders, online booking rules and opening hours: one form, one save. */
export function SalonSettingsForm({ initialValues, salonId, slug, timeZones, currencies, visitorEmailsUsed }: Props) {
  const t = useTranslations('Settings');
  const common = useTranslations('Common');
  const language = useLocale();
  const form = useActionForm<SalonSettingsValues, SalonSettingsData>(salonSettingsSchema, { defaultValues: initialValues });
  const {
    register,
    control,
    reset,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
    run,
    failure,
  } = form;
  const origin = useSyncExternalStore(subscribeNever, () => window.location.origin, () => '');
  const description = useWatch({ control, name: 'description' }) ?? '';

  const submit = handleSubmit(async (data) => {
    const result = await run(() => updateSettingsAction({ ...data, salonId }));
    if (!result.ok) return;
    toast.success(t('saved'));
    reset(form.getValues());
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid min-w-0 gap-8">
        {failure && <Alert>{failure}</Alert>}
        <fieldset className="grid min-w-0 gap-4">
          <legend className="mb-3 text-base font-semibold">{t('salonProfile')}</legend>
          <Field label={t('salonName')} required error={errors.name?.message}>
            <Input autoComplete="organization" {...register('name')} />
          </Field>
          <div>
            <p className="text-sm font-medium">{t('bookingPage')}</p>
            {slug ? (
              <a href={`/book/${slug}`} className="text-sm break-all text-primary underline-offset-4 hover:underline">
                {origin}/book/{slug}
              </a>
            ) : (
              <p className="text-sm text-muted-foreground">{t('noBookingAddress')}</p>
            )}
            <p className="text-sm text-muted-foreground">{t('bookingAddressHint')}</p>
          </div>
          <Field label={t('description')} description={`${description.length}/${SETTINGS_LIMITS.description}`} error={errors.description?.message}>
            <Textarea maxLength={SETTINGS_LIMITS.description} {...register('description')} />
          </Field>
          <Field label={t('instagramLink')} description={t('instagramHint')} error={errors.instagram_url?.message}>
            <Input type="url" inputMode="url" placeholder="https://instagram.com/yoursalon" {...register('instagram_url')} />
          </Field>
        </fieldset>
        <ContactFieldset />
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold">{t('timeZoneAndCurrency')}</legend>
          <Field label={t('timeZone')} description={t('timeZoneHint')} error={errors.timezone?.message}>
            <NativeSelect className="h-10" {...register('timezone')}>
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('currency')} description={t('currencyHint')} error={errors.currency_code?.message}>
            <NativeSelect className="h-10" {...register('currency_code')}>
              {currencies.map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {currencyName(currency, language)} ({currency.symbol})
                </option>
              ))}
            </NativeSelect>
          </Field>
        </fieldset>
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold">{t('customerMessages')}</legend>
          <Field
            label={t('reminder')}
            description={t('reminderHint')}
            error={errors.reminder_hours?.message}
          >
            <NativeSelect className="h-10" {...register('reminder_hours')}>
              {reminderChoices(initialValues.reminder_hours).map((hours) => (
                <option key={hours} value={hours}>
                  {hours === 0 ? t('reminderOff') : t('hours', { count: hours })}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={t('visitorEmails')}
            description={t('visitorEmailsHint', { used: String(visitorEmailsUsed), perAddress: String(MAIL_CAPS.perAddress.limit) })}
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
          <Field label={t('clientRetention')} description={t('clientRetentionHint')} error={errors.client_retention_months?.message}>
            <NativeSelect className="h-10" {...register('client_retention_months')}>
              <option value="">{t('clientRetentionOff')}</option>
              {[...new Set<number>([...CLIENT_RETENTION_CHOICES, ...(initialValues.client_retention_months ? [Number(initialValues.client_retention_months)] : [])])]
                .sort((a, b) => a - b)
                .map((months) => (
                  <option key={months} value={months}>
                    {t('months', { count: months })}
                  </option>
                ))}
            </NativeSelect>
          </Field>
        </fieldset>
        <BookingRulesFieldset initial={initialValues} />
        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-3 text-base font-semibold">{t('openingHours')}</legend>
          <OpeningHoursEditor />
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? common('saving') : t('saveChanges')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
