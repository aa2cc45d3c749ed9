'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { LanguageOptions } from '@/components/forms/language-options';
import { BOOKING_RULE_LIMITS } from '@/lib/scheduling/booking-rules';
import { CHANGE_WINDOW_CHOICES, MIN_NOTICE_CHOICES, NO_SHOW_LIMIT_CHOICES, NO_SHOW_MONTH_CHOICES, WAITLIST_HOLD_CHOICES, type SalonSettingsFields } from '@/features/settings/schema';

type Props = { initial: Pick<SalonSettingsFields, 'min_notice_minutes' | 'change_window_hours' | 'no_show_limit' | 'no_show_months' | 'waitlist_hold_minutes'> };

/** The offered choices, with the salon's own if it is another (set before, or by an admin). */
function choicesWith(choices: readonly number[], current: string): number[] {
  const value = Number(current);
  return [...new Set<number>([...choices, ...(Number.isInteger(value) ? [value] : [])])].sort((a, b) => a - b);
}

type Words = ReturnType<typeof useTranslations<'Settings'>>;

function noticeLabel(t: Words, minutes: number): string {
  if (minutes === 0) return t('noticeNone');
  if (minutes % 1440 === 0) return t('days', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('hours', { count: minutes / 60 });
  return t('minutes', { count: minutes });
}

function windowLabel(t: Words, hours: number): string {
  return hours === 0 ? t('windowUntilStart') : t('windowBefore', { count: hours });
}

/** The salon's online booking rules on Settings: they bind visitors only, staff book and move at any time. */
export function BookingRulesFieldset({ initial }: Props) {
  const t = useTranslations('Settings');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SalonSettingsFields>();
  const policy = useWatch({ control, name: 'booking_policy' }) ?? '';
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold">{t('onlineBooking')}</legend>
      <Field label={t('minNotice')} description={t('minNoticeHint')} error={errors.min_notice_minutes?.message}>
        <NativeSelect className="h-10" {...register('min_notice_minutes')}>
          {choicesWith(MIN_NOTICE_CHOICES, initial.min_notice_minutes).map((minutes) => (
            <option key={minutes} value={minutes}>
              {noticeLabel(t, minutes)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label={t('horizon')}
        description={t('horizonHint', { min: BOOKING_RULE_LIMITS.bookingHorizonDays.min, max: BOOKING_RULE_LIMITS.bookingHorizonDays.max })}
        error={errors.booking_horizon_days?.message}
      >
        <Input type="number" inputMode="numeric" min={BOOKING_RULE_LIMITS.bookingHorizonDays.min} max={BOOKING_RULE_LIMITS.bookingHorizonDays.max} step={1} {...register('booking_horizon_days')} />
      </Field>
      <Field label={t('changeWindow')} description={t('changeWindowHint')} error={errors.change_window_hours?.message}>
        <NativeSelect className="h-10" {...register('change_window_hours')}>
          {choicesWith(CHANGE_WINDOW_CHOICES, initial.change_window_hours).map((hours) => (
            <option key={hours} value={hours}>
              {windowLabel(t, hours)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('noShowLimit')} description={t('noShowLimitHint')} error={errors.no_show_limit?.message}>
        <NativeSelect className="h-10" {...register('no_show_limit')}>
          {choicesWith(NO_SHOW_LIMIT_CHOICES, initial.no_show_limit).map((count) => (
            <option key={count} value={count}>
              {count === 0 ? t('noShowOff') : t('noShowAfter', { count })}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('noShowMonths')} error={errors.no_show_months?.message}>
        <NativeSelect className="h-10" {...register('no_show_months')}>
          {choicesWith(NO_SHOW_MONTH_CHOICES, initial.no_show_months).map((months) => (
            <option key={months} value={months}>
              {t('noShowWithin', { count: months })}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('waitlistHold')} description={t('waitlistHoldHint')} error={errors.waitlist_hold_minutes?.message}>
        <NativeSelect className="h-10" {...register('waitlist_hold_minutes')}>
          {choicesWith(WAITLIST_HOLD_CHOICES, initial.waitlist_hold_minutes).map((minutes) => (
            <option key={minutes} value={minutes}>
              {noticeLabel(t, minutes)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('defaultLanguage')} description={t('defaultLanguageHint')} error={errors.default_language?.message}>
        <NativeSelect className="h-10" {...register('default_language')}>
          <LanguageOptions />
        </NativeSelect>
      </Field>
      <Field
        label={t('bookingPolicy')}
        className="sm:col-span-2"
        description={t('bookingPolicyHint', { used: String(policy.length), max: String(BOOKING_RULE_LIMITS.bookingPolicy) })}
        error={errors.booking_policy?.message}
      >
        <Textarea maxLength={BOOKING_RULE_LIMITS.bookingPolicy} placeholder={t('bookingPolicyPlaceholder')} {...register('booking_policy')} />
      </Field>
    </fieldset>
  );
}
