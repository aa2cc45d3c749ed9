// The "Block time" form, shared by the dialog and the server actions. Pure.
import { z } from 'zod';
import { BLOCK_MAX_WEEKS, lastBlockDate } from '@/lib/scheduling/time-blocks';
import { guid, isCalendarDate, optionalText, requiredDate, requiredTime, salonId } from '@/lib/validation/fields';

export const BLOCK_LIMITS = { reason: 100, maxWeeks: BLOCK_MAX_WEEKS } as const;

export const BLOCK_MESSAGES = {
  dateRequired: 'Date is required',
  dateInvalid: 'Please enter a date as yyyy-MM-dd',
  fromRequired: 'Start time is required',
  toRequired: 'End time is required',
  timeInvalid: 'Please enter a time as HH:mm',
  endAfterStart: 'The end must be after the start',
  stationRequired: 'Choose a station',
  stylistRequired: 'Choose a stylist',
  untilRequired: 'Choose the last date of the weekly block',
  untilBeforeDate: 'The last date cannot be before the first',
  untilTooFar: `A weekly block can repeat for at most ${BLOCK_MAX_WEEKS} weeks`,
  unknownStation: 'This station is not one of the salon\u2019s active stations',
  unknownStylist: 'This person does not take appointments in this salon',
  notFound: 'This blocked time no longer exists.',
  nothingToBlock: 'These times do not exist on that day (clock change).',
  blockedTimeTaken: 'This time overlaps blocked time that is already set.',
  overlapsAppointments: 'This time overlaps booked appointments. Move or cancel them first:',
  overlapsJustBooked: 'An appointment was just booked in this time. Please check the schedule and try again.',
} as const;

const msg = BLOCK_MESSAGES;

export const timeBlockSchema = z
  .object({
    salonId,
    scope: z.enum(['salon', 'station', 'stylist']),
    station_id: guid(msg.stationRequired).nullish(),
    staff_id: guid(msg.stylistRequired).nullish(),
    date: requiredDate(msg.dateRequired, msg.dateInvalid),
    from_time: requiredTime(msg.fromRequired, msg.timeInvalid),
    to_time: requiredTime(msg.toRequired, msg.timeInvalid),
    reason: optionalText('Reason', BLOCK_LIMITS.reason),
    repeat: z.enum(['once', 'weekly']),
    until_date: z.preprocess((value) => (value === '' ? null : value), requiredDate(msg.untilRequired, msg.dateInvalid).nullish()),
  })
  .superRefine((data, ctx) => {
    if (data.scope === 'station' && !data.station_id) ctx.addIssue({ code: 'custom', path: ['station_id'], message: msg.stationRequired });
    if (data.scope === 'stylist' && !data.staff_id) ctx.addIssue({ code: 'custom', path: ['staff_id'], message: msg.stylistRequired });
    if (data.to_time <= data.from_time) ctx.addIssue({ code: 'custom', path: ['to_time'], message: msg.endAfterStart });
    if (data.repeat !== 'weekly' || !isCalendarDate(data.date)) return;
    if (!data.until_date) ctx.addIssue({ code: 'custom', path: ['until_date'], message: msg.untilRequired });
    else if (data.until_date < data.date) ctx.addIssue({ code: 'custom', path: ['until_date'], message: msg.untilBeforeDate });
    else if (data.until_date > lastBlockDate(data.date)) ctx.addIssue({ code: 'custom', path: ['until_date'], message: msg.untilTooFar });
  });

export type TimeBlockInput = z.input<typeof timeBlockSchema>;
export type TimeBlockData = z.output<typeof timeBlockSchema>;

/** Remove a whole series, or (with `occurrence_id`) one occurrence of it. */
export const removeTimeBlockSchema = z.object({
  salonId,
  block_id: guid(msg.notFound),
  occurrence_id: guid(msg.notFound).nullish(),
});

export type RemoveTimeBlockData = z.output<typeof removeTimeBlockSchema>;
