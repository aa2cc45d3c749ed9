// The owner's service form, shared by the dialog and the server actions. Pure.
import { z } from 'zod';
import { message } from '@/lib/i18n/message';
import { EDIT_APPOINTMENT_MESSAGES, EDIT_LIMITS } from '@/lib/validation/appointment-edit';
import { currencyCode, decimalInput, guid, nameText, optionalText, salonId, tooLong, wholeNumber } from '@/lib/validation/fields';

export const SERVICE_LIMITS = {
  name: EDIT_LIMITS.serviceName,
  // The sanitiser's search profile caps a category at 50 (spec point 5).
  category: 50,
  tooltip: 200,
  /** Minutes: slots are every 15 minutes, so shorter services make no sense; at most 12 hours. */
  durationMin: 5,
  durationMax: 720,
  price: EDIT_LIMITS.servicePrice,
  /** Stations one service can be limited to. */
  stations: 100,
  /** Minutes of processing time and of clean-up after (services_buffer_range). */
  processingMax: 480,
  bufferMax: 240,
} as const;

export const SERVICE_MESSAGES = {
  nameRequired: message('FormErrors.serviceNameRequired'),
  durationRequired: message('FormErrors.durationRequired'),
  durationTooShort: message('FormErrors.durationTooShort', { minutes: SERVICE_LIMITS.durationMin }),
  durationTooLong: message('FormErrors.durationTooLong', { minutes: SERVICE_LIMITS.durationMax }),
  wholeMinutes: EDIT_APPOINTMENT_MESSAGES.wholeMinutes,
  priceRequired: message('FormErrors.priceRequired'),
  priceNegative: EDIT_APPOINTMENT_MESSAGES.servicePriceNegative,
  priceTooHigh: EDIT_APPOINTMENT_MESSAGES.servicePriceTooHigh,
  priceDecimals: message('FormErrors.priceDecimals'),
  currencyRequired: message('FormErrors.currencyRequired'),
  unknownCurrency: message('Errors.unknownCurrency'),
  unknownStation: message('FormErrors.serviceStationUnknown'),
  notFound: message('FormErrors.serviceNotFound'),
  processingInvalid: message('FormErrors.processingInvalid', { max: SERVICE_LIMITS.processingMax }),
  processingStartRequired: message('FormErrors.processingStartRequired'),
  processingTooLong: message('FormErrors.processingTooLong'),
  bufferInvalid: message('FormErrors.bufferInvalid', { max: SERVICE_LIMITS.bufferMax }),
} as const;

const msg = SERVICE_MESSAGES;

/** The form keeps number inputs as text; the action may also send numbers. */
const numberText = z.union([z.string(), z.number()]).transform((value) => String(value).trim());

/** Minutes left blank mean none. */
const blankAsZero = (value: unknown) => (decimalInput(value) === null ? 0 : value);
const minutesOrNone = (message: string, max: number) => z.preprocess(blankAsZero, wholeNumber(message, 0, max));

const serviceFields = z.object({
  // Not requiredText: its aborting check would hide the price's error.
  name: nameText(msg.nameRequired).min(1, msg.nameRequired).max(SERVICE_LIMITS.name, tooLong('serviceName', SERVICE_LIMITS.name)),
  category: optionalText('category', SERVICE_LIMITS.category),
  duration_minutes: z.preprocess(
    decimalInput,
    z
      .number({ error: (issue) => (issue.input === null ? msg.durationRequired : msg.wholeMinutes) })
      // A refinement, not .int(): zod's integer check aborts, which would hide the price's error.
      .refine(Number.isInteger, msg.wholeMinutes)
      .min(SERVICE_LIMITS.durationMin, msg.durationTooShort)
      .max(SERVICE_LIMITS.durationMax, msg.durationTooLong),
  ),
  price_on_request: z.boolean(),
  /** Ignored when the price is on request. */
  price: numberText.nullish(),
  currency_code: currencyCode(msg.currencyRequired),
  tooltip: optionalText('tooltip', SERVICE_LIMITS.tooltip),
  is_active: z.boolean(),
  /** Processing time (lib/scheduling/segments.ts): hands-on minutes before it, and its minutes; 0 for none. */
  processing_start_minutes: minutesOrNone(msg.processingInvalid, SERVICE_LIMITS.durationMax),
  processing_minutes: minutesOrNone(msg.processingInvalid, SERVICE_LIMITS.processingMax),
  /** Clean-up after the client leaves: the station stays held. */
  buffer_minutes: minutesOrNone(msg.bufferInvalid, SERVICE_LIMITS.bufferMax),
  /** The stations that may take it; none: every station may (lib/scheduling/lanes.ts). */
  station_ids: z
    .array(guid(msg.unknownStation))
    .max(SERVICE_LIMITS.stations)
    .refine((ids) => new Set(ids).size === ids.length, msg.unknownStation),
});

const PRICE = /^\d+(?:\.\d{1,2})?$/;

function checkPrice(value: { price_on_request: boolean; price?: string | null }, ctx: z.RefinementCtx) {
  if (value.price_on_request === true) return;
  const price = String(value.price ?? '').trim();
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['price'], message });
  if (price === '') issue(msg.priceRequired);
  else if (price.startsWith('-') && Number.isFinite(Number(price))) issue(msg.priceNegative);
  else if (!/^\d+(?:\.\d+)?$/.test(price)) issue(EDIT_APPOINTMENT_MESSAGES.priceInvalid);
  else if (!PRICE.test(price)) issue(msg.priceDecimals);
  else if (Number(price) > SERVICE_LIMITS.price) issue(msg.priceTooHigh);
}

type SegmentFields = { duration_minutes?: unknown; processing_start_minutes?: unknown; processing_minutes?: unknown };

/** Whole minutes its own field took: a field that failed is not checked again here (one error per field). */
const tookMinutes = (value: unknown, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** Processing needs hands-on time before it and after it (the database's services_segments_fit). */
function checkSegments({ duration_minutes: duration, processing_start_minutes: before, processing_minutes: processing }: SegmentFields, ctx: z.RefinementCtx) {
  if (!tookMinutes(duration, SERVICE_LIMITS.durationMax) || !tookMinutes(before, SERVICE_LIMITS.durationMax)) return;
  if (!tookMinutes(processing, SERVICE_LIMITS.processingMax) || processing === 0) return;
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (before === 0) issue('processing_start_minutes', msg.processingStartRequired);
  else if (before + processing >= duration) issue('processing_minutes', msg.processingTooLong);
}

function checkService(value: Parameters<typeof checkPrice>[0] & SegmentFields, ctx: z.RefinementCtx) {
  checkPrice(value, ctx);
  checkSegments(value, ctx);
}

/** The price is checked even when other fields failed, so that the form shows every error at once. */
const EVERY_TIME = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/**
 * What is stored: a number, or null for 'Price on request'. The output parses again to itself
 * (the form parses, then the action parses what the form sent).
 */
function withPrice<T extends { price_on_request: boolean; price?: string | null }>(value: T) {
  return { ...value, price: value.price_on_request ? null : Number(value.price) };
}

export const serviceFormSchema = serviceFields.superRefine(checkService, EVERY_TIME).transform(withPrice);
export type ServiceFormValues = z.input<typeof serviceFormSchema>;
export type ServiceFormData = z.output<typeof serviceFormSchema>;

const serviceId = guid(msg.notFound);

export const serviceCreateSchema = serviceFields.extend({ salonId }).superRefine(checkService, EVERY_TIME).transform(withPrice);
export const serviceUpdateSchema = serviceFields.extend({ salonId, id: serviceId }).superRefine(checkService, EVERY_TIME).transform(withPrice);
export type ServiceCreateData = z.output<typeof serviceCreateSchema>;
export type ServiceUpdateData = z.output<typeof serviceUpdateSchema>;

/** Deactivate or reactivate from the list. */
export const serviceActiveSchema = z.object({ salonId, id: serviceId, is_active: z.boolean() });
export const serviceRefSchema = z.object({ salonId, id: serviceId });

/** What the form edits: text for the number inputs. */
export type ServiceFormFields = {
  name: string;
  category: string;
  duration_minutes: string;
  price_on_request: boolean;
  price: string;
  currency_code: string;
  tooltip: string;
  is_active: boolean;
  station_ids: string[];
  processing_start_minutes: string;
  processing_minutes: string;
  buffer_minutes: string;
};

/** A new service: an hour, active, priced in the salon's usual currency, any station. */
export function emptyServiceForm(currencyCode: string): ServiceFormFields {
  return { name: '', category: '', duration_minutes: '60', price_on_request: false, price: '', currency_code: currencyCode, tooltip: '', is_active: true, station_ids: [], processing_start_minutes: '', processing_minutes: '', buffer_minutes: '' };
}
