'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { LanguageOptions } from '@/components/forms/language-options';
import { BOOKING_RULE_LIMITS } from '@/lib/scheduling/booking-rules';
import { CHANGE_WINDOW_CHOICES, MIN_NOTICE_CHOICES, type SalonSettingsFields } from '@/features/settings/schema';

type Props = { initial: Pick<SalonSettingsFields, 'min_notice_minutes' | 'change_window_hours'> };

/** The offered choices, with the salon's own if it is another (set before, or by an admin). */
function choicesWith(choices: readonly number[], current: string): number[] {
  const value = Number(current);
  return [...new Set<number>([...choices, ...(Number.isInteger(value) ? [value] : [])])].sort((a, b) => a - b);
}

function noticeLabel(minutes: number): string {
  if (minutes === 0) return 'None (any later time)';
  if (minutes % 1440 === 0) return `${minutes / 1440} day${minutes === 1440 ? '' : 's'}`;
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `${minutes} minutes`;
}

function windowLabel(hours: number): string {
  if (hours === 0) return 'Until the appointment starts';
  return `Up to ${hours} hour${hours === 1 ? '' : 's'} before`;
}

/** The salon's online booking rules on Settings: they bind visitors only, staff book and move at any time. */
export function BookingRulesFieldset({ initial }: Props) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SalonSettingsFields>();
  const policy = useWatch({ control, name: 'booking_policy' }) ?? '';
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold">Online Booking</legend>
      <Field label="Minimum notice" description="Customers cannot book online a time sooner than this." error={errors.min_notice_minutes?.message}>
        <NativeSelect className="h-10" {...register('min_notice_minutes')}>
          {choicesWith(MIN_NOTICE_CHOICES, initial.min_notice_minutes).map((minutes) => (
            <option key={minutes} value={minutes}>
              {noticeLabel(minutes)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label="Booking horizon (days)"
        description={`How many days ahead, today included, customers can book (${BOOKING_RULE_LIMITS.bookingHorizonDays.min}–${BOOKING_RULE_LIMITS.bookingHorizonDays.max}).`}
        error={errors.booking_horizon_days?.message}
      >
        <Input type="number" inputMode="numeric" min={BOOKING_RULE_LIMITS.bookingHorizonDays.min} max={BOOKING_RULE_LIMITS.bookingHorizonDays.max} step={1} {...register('booking_horizon_days')} />
      </Field>
      <Field label="Online changes and cancellations" description="After this, customers call the salon to change or cancel." error={errors.change_window_hours?.message}>
        <NativeSelect className="h-10" {...register('change_window_hours')}>
          {choicesWith(CHANGE_WINDOW_CHOICES, initial.change_window_hours).map((hours) => (
            <option key={hours} value={hours}>
              {windowLabel(hours)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Default language" description="For the booking page and messages when a customer's own language is not known." error={errors.default_language?.message}>
        <NativeSelect className="h-10" {...register('default_language')}>
          <LanguageOptions />
        </NativeSelect>
      </Field>
      <Field
        label="Booking policy"
        className="sm:col-span-2"
        description={`Shown to customers before they book and in their confirmation. ${policy.length}/${BOOKING_RULE_LIMITS.bookingPolicy}`}
        error={errors.booking_policy?.message}
      >
        <Textarea maxLength={BOOKING_RULE_LIMITS.bookingPolicy} placeholder="e.g. Please arrive 5 minutes early. Late arrivals may be shortened." {...register('booking_policy')} />
      </Field>
    </fieldset>
  );
}
