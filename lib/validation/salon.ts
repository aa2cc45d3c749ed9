import { z } from 'zod';
import { message } from '@/lib/i18n/message';
import { guid, optionalEmail, optionalPhone, optionalText, requiredText, requiredUpTo, timeOfDay, tooLong } from './fields';
import { DEFAULT_OPENING_HOURS, WEEKDAYS, toOperatingHoursRows, weekdayFromIndex, type OpeningHours, type Weekday } from '@/lib/scheduling/opening-hours';

export const SALON_LIMITS = { name: 100, slug: 100, email: 255, address: 255, city: 100, country: 100 } as const;

export const SALON_MESSAGES = {
  nameRequired: message('FormErrors.salon.nameRequired'),
  slugRequired: message('FormErrors.salon.slugRequired'),
  slugTaken: message('FormErrors.salon.slugTaken'),
  slugFormat: message('FormErrors.salon.slugFormat'),
  slugReserved: message('FormErrors.salon.slugReserved'),
  invalidEmail: message('FormErrors.salon.invalidEmail'),
  closingBeforeOpening: message('FormErrors.salon.closingBeforeOpening'),
  invalidTime: message('FormErrors.timeInvalid'),
  listedTwice: message('Errors.salon.listedTwice'),
  demoSalonProtected: message('Errors.salon.demoSalonProtected'),
  ownSalonProtected: message('Errors.salon.ownSalonProtected'),
} as const;

/** Live slug-check message: 'Slug already exists for "{salon}"'. */
export const slugExistsMessage = (salon: string) => message('FormErrors.salon.slugExists', { salon });
/** Create/update conflict: 'Slug "{slug}" is already taken by "{salon}"'. */
export const slugTakenByMessage = (slug: string, salon: string) => message('Errors.salon.slugTakenBy', { slug, salon });

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Static routes under /book/ (the demo salon, the manage link): no salon may take them. */
export const RESERVED_SLUGS: readonly string[] = ['demo', 'manage', 'waitlist'];

/** True for a slug no salon may hold (RESERVED_SLUGS): forms refuse it, sign-up skips it. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.includes(slug);
}

/**
 * Spec slug rules: lowercase, drop anything but letters, digits, spaces and dashes, spaces
 * become dashes, dash runs collapse, edge dashes go. Accents are transliterated first
 * ('Kovács Szépség' → 'kovacs-szepseg') so that slugs stay plain ASCII in URLs.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Display slug (spec point 3): custom_subdomain, else the name lowercased with non-alphanumeric runs as dashes. */
export function displaySlug(salon: { name: string; custom_subdomain?: string | null }): string {
  return salon.custom_subdomain || salon.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Suggested alternatives for a taken slug: slug-2, slug-new, slug-{year}. */
export function slugAlternatives(slug: string, year: number = new Date().getFullYear()): [string, string, string] {
  return [`${slug}-2`, `${slug}-new`, `${slug}-${year}`];
}

export const dayHoursSchema = z
  .object({
    start_time: timeOfDay(SALON_MESSAGES.invalidTime),
    end_time: timeOfDay(SALON_MESSAGES.invalidTime),
    is_closed: z.boolean(),
  })
  // 'HH:mm' strings compare correctly as text.
  .refine((day) => day.is_closed || day.end_time > day.start_time, {
    message: SALON_MESSAGES.closingBeforeOpening,
    path: ['end_time'],
  });

export const openingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
);

export type OpeningHoursForm = z.infer<typeof openingHoursSchema>;

export const salonFormSchema = z.object({
  name: requiredUpTo(SALON_MESSAGES.nameRequired, 'salonName', SALON_LIMITS.name),
  custom_subdomain: requiredText(SALON_MESSAGES.slugRequired)
    .max(SALON_LIMITS.slug, tooLong('slug', SALON_LIMITS.slug))
    .regex(SLUG_PATTERN, SALON_MESSAGES.slugFormat)
    .refine((slug) => !isReservedSlug(slug), SALON_MESSAGES.slugReserved),
  email: optionalEmail('email', SALON_LIMITS.email, SALON_MESSAGES.invalidEmail),
  phone_number: optionalPhone,
  address: optionalText('address', SALON_LIMITS.address),
  city: optionalText('city', SALON_LIMITS.city),
  country: optionalText('country', SALON_LIMITS.country),
  opening_hours: openingHoursSchema,
});

export type SalonFormValues = z.input<typeof salonFormSchema>;
export type SalonFormData = z.output<typeof salonFormSchema>;

/** What the salon form edits: every text field as a string ('' for empty), hours per weekday. */
export type SalonFormFields = {
  name: string;
  custom_subdomain: string;
  email: string;
  phone_number: string;
  address: string;
  city: string;
  country: string;
  opening_hours: OpeningHoursForm;
};

/** A new salon's form: empty fields and the spec's default hours (point 9). */
export function emptySalonForm(): SalonFormFields {
  return { name: '', custom_subdomain: '', email: '', phone_number: '', address: '', city: '', country: '', opening_hours: structuredClone(DEFAULT_OPENING_HOURS) };
}

/**
 * Stored hours in any accepted shape as the form's per-day rows. A day without valid times
 * (e.g. stored as 'closed') keeps the default times for the day, closed.
 */
export function openingHoursFormOf(hours: OpeningHours): OpeningHoursForm {
  const form = structuredClone(DEFAULT_OPENING_HOURS);
  for (const row of toOperatingHoursRows(hours)) {
    const day = form[weekdayFromIndex(row.day_of_week)];
    day.is_closed = row.is_closed;
    if (row.start_time && row.end_time) Object.assign(day, { start_time: row.start_time, end_time: row.end_time });
  }
  return form;
}

/** A salon's name, contact details and hours as the database holds them (empty columns are null). */
export type StoredSalonProfile = {
  name: string;
  email: string | null;
  phoneNumber: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  openingHours: unknown;
};

/** What the admin's salon form and the owner's settings form both edit. */
export type SalonProfileFields = Omit<SalonFormFields, 'custom_subdomain'>;

/** A stored salon as those shared form fields: '' for an empty column, hours per weekday. */
export function salonProfileFormOf(salon: StoredSalonProfile): SalonProfileFields {
  const text = (value: string | null) => value ?? '';
  const { name, email, phoneNumber, address, city, country } = salon;
  return { name, email: text(email), phone_number: text(phoneNumber), address: text(address), city: text(city), country: text(country), opening_hours: openingHoursFormOf(salon.openingHours as OpeningHours) };
}

const salonId = guid();

/** Editing adds the salon's id and its active flag (new salons are always created active). */
export const salonUpdateSchema = salonFormSchema.extend({ id: salonId, is_active: z.boolean() });
export type SalonUpdateData = z.output<typeof salonUpdateSchema>;

/** The live slug check: the slug typed so far, and the salon being edited (excluded). */
export const slugCheckSchema = z.object({ slug: requiredText(SALON_MESSAGES.slugRequired).max(SALON_LIMITS.slug), excludeId: salonId.nullish() });

/** Delete and bulk delete: at least one salon, each at most once. */
export const salonIdsSchema = z.object({
  ids: z
    .array(salonId)
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, SALON_MESSAGES.listedTwice),
});

/** The spec's slug conflict result (point 3). */
export type SlugConflict = {
  conflicting_salon_id: string;
  conflicting_salon_name: string;
  current_slug: string;
  /** slug-2, slug-new, slug-{year}, leaving out those another salon already has. */
  suggested_alternatives: string[];
};
