// The "Block time" form, shared by the dialog and the server actions. Pure.
import { z } from 'zod';
import { BLOCK_MAX_WEEKS, BLOCK_REPEATS, lastBlockDate } from '@/lib/scheduling/time-blocks';
import { message } from '@/lib/i18n/message';
import { DATE_MESSAGE, guid, isCalendarDate, optionalText, requiredDate, requiredTime, salonId } from '@/lib/validation/fields';

export const BLOCK_LIMITS = { reason: 100, maxWeeks: BLOCK_MAX_WEEKS } as const;

/** What the form's checks (in the browser too) and the server say about a block. */
export const BLOCK_MESSAGES = {
  dateRequired: message('FormErrors.dateRequired'),
  dateInvalid: DATE_MESSAGE,
  fromRequired: message('FormErrors.fromRequired'),
  toRequired: message('FormErrors.toRequired'),
  timeInvalid: message('FormErrors.timeInvalid'),
  endAfterStart: message('FormErrors.endAfterStart'),
  stationRequired: message('FormErrors.stationRequired'),
  stylistRequired: message('FormErrors.stylistRequired'),
  untilRequired: message('FormErrors.untilRequired'),
  untilBeforeDate: message('FormErrors.untilBeforeDate'),
  untilTooFar: message('FormErrors.untilTooFar', { weeks: BLOCK_MAX_WEEKS }),
  unknownStation: message('Errors.unknownStation'),
  unknownStylist: message('Errors.unknownStylist'),
  notFound: message('Errors.blockNotFound'),
  nothingToBlock: message('Errors.nothingToBlock'),
  blockedTimeTaken: message('Errors.blockedTimeTaken'),
  overlapsJustBooked: message('Errors.overlapsJustBooked'),
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
    reason: optionalText('reason', BLOCK_LIMITS.reason),
    repeat: z.enum(BLOCK_REPEATS),
    /** A repeating block ends on `until_date`, or ('never') has no end date. */
    ends: z.enum(['on_date', 'never']).default('on_date'),
    until_date: z.preprocess((value) => (value === '' ? null : value), requiredDate(msg.untilRequired, msg.dateInvalid).nullish()),
  })
  .superRefine((data, ctx) => {
    if (data.scope === 'station' && !data.station_id) ctx.addIssue({ code: 'custom', path: ['station_id'], message: msg.stationRequired });
    if (data.scope === 'stylist' && !data.staff_id) ctx.addIssue({ code: 'custom', path: ['staff_id'], message: msg.stylistRequired });
    if (data.to_time <= data.from_time) ctx.addIssue({ code: 'custom', path: ['to_time'], message: msg.endAfterStart });
    if (data.repeat === 'once' || data.ends === 'never' || !isCalendarDate(data.date)) return;
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
