import { describe, it, expect } from 'vitest';
import {
  SALON_MESSAGES,
  displaySlug,
  emptySalonForm,
  openingHoursFormOf,
  salonFormSchema,
  salonIdsSchema,
  slugAlternatives,
  slugExistsMessage,
  slugTakenByMessage,
  slugify,
} from '@/lib/validation/salon';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling/opening-hours';
import { serverMessages } from '@/lib/i18n/server-messages';

const english = serverMessages('en');

const form = {
  name: '  Luxury Hair  ',
  custom_subdomain: 'luxury-hair',
  email: '',
  phone_number: '  ',
  address: 'Fő utca 1',
  city: undefined,
  country: null,
  opening_hours: DEFAULT_OPENING_HOURS,
};

/** The form's messages by field, in English words. */
const messagesOf = (input: unknown) => {
  const result = salonFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), english(issue.message)]));
};

describe('slugify', () => {
  it.each([
    ['Luxury Hair Salon', 'luxury-hair-salon'],
    ['  Hair & Beauty!! ', 'hair-beauty'],
    ['--Nails -- Spa--', 'nails-spa'],
    ['Kovács Szépség Szalon', 'kovacs-szepseg-szalon'],
    ['Őrült Fürtök', 'orult-furtok'],
    ['Studio_54  2.0', 'studio54-20'],
    ['美容院', ''],
    ['', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('displaySlug', () => {
  it('prefers custom_subdomain, else derives from the name', () => {
    expect(displaySlug({ name: 'X', custom_subdomain: 'my-slug' })).toBe('my-slug');
    expect(displaySlug({ name: 'Hair & Beauty', custom_subdomain: null })).toBe('hair-beauty');
    expect(displaySlug({ name: 'Salon 1', custom_subdomain: '' })).toBe('salon-1');
  });
});

describe('slug messages and alternatives', () => {
  it('builds the spec strings', () => {
    expect(slugAlternatives('luxury', 2026)).toEqual(['luxury-2', 'luxury-new', 'luxury-2026']);
    expect(slugAlternatives('luxury')[2]).toBe(`luxury-${new Date().getFullYear()}`);
    expect(english(slugExistsMessage('Luxury'))).toBe('Slug already exists for "Luxury"');
    expect(english(slugTakenByMessage('luxury', 'Luxury'))).toBe('Slug "luxury" is already taken by "Luxury"');
    expect(english(SALON_MESSAGES.slugTaken)).toBe('Slug is already taken');
  });
});

describe('salonFormSchema', () => {
  it.each(['demo', 'manage', 'waitlist'])('refuses the reserved slug %s (static routes under /book/)', (slug) => {
    expect(messagesOf({ ...form, custom_subdomain: slug })).toEqual({ custom_subdomain: english(SALON_MESSAGES.slugReserved) });
  });

  it('trims values and sends empty optional fields as null', () => {
    expect(salonFormSchema.parse(form)).toEqual({
      name: 'Luxury Hair',
      custom_subdomain: 'luxury-hair',
      email: null,
      phone_number: null,
      address: 'Fő utca 1',
      city: null,
      country: null,
      opening_hours: DEFAULT_OPENING_HOURS,
    });
  });

  it('uses the spec messages', () => {
    expect(messagesOf({ ...form, name: '   ', custom_subdomain: '', email: 'nope' })).toEqual({
      name: 'Salon name is required',
      custom_subdomain: 'Slug is required',
      email: 'Invalid email format',
    });
    expect(messagesOf({ ...form, name: undefined })).toEqual({ name: 'Salon name is required' });
  });

  it('accepts a mixed-case e-mail, stored lowercased like every address', () => {
    expect(salonFormSchema.parse({ ...form, email: ' Info@Salon.HU ' }).email).toBe('info@salon.hu');
  });

  it('rejects slugs that slugify would change', () => {
    expect(messagesOf({ ...form, custom_subdomain: 'My Salon' })).toEqual({ custom_subdomain: english(SALON_MESSAGES.slugFormat) });
    expect(messagesOf({ ...form, custom_subdomain: 'a--b' })).toEqual({ custom_subdomain: english(SALON_MESSAGES.slugFormat) });
  });

  it('checks opening hours of open days only', () => {
    const hours = {
      ...DEFAULT_OPENING_HOURS,
      monday: { start_time: '18:00', end_time: '09:00', is_closed: false },
      sunday: { start_time: '18:00', end_time: '09:00', is_closed: true },
    };
    expect(messagesOf({ ...form, opening_hours: hours })).toEqual({
      'opening_hours.monday.end_time': 'Closing time must be after opening time',
    });
  });

  it('has the spec default opening hours', () => {
    expect(DEFAULT_OPENING_HOURS.friday).toEqual({ start_time: '09:00', end_time: '20:00', is_closed: false });
    expect(DEFAULT_OPENING_HOURS.sunday.is_closed).toBe(true);
    expect(DEFAULT_OPENING_HOURS.saturday).toEqual({ start_time: '10:00', end_time: '16:00', is_closed: false });
  });
});

describe('salon form values', () => {
  it('starts a new salon empty with a copy of the default hours', () => {
    const values = emptySalonForm();
    expect(values).toMatchObject({ name: '', custom_subdomain: '', email: '' });
    expect(values.opening_hours).toEqual(DEFAULT_OPENING_HOURS);
    values.opening_hours.monday.is_closed = true;
    expect(DEFAULT_OPENING_HOURS.monday.is_closed).toBe(false);
  });

  it('reads stored hours in every accepted shape; days without times keep the defaults, closed', () => {
    const hours = openingHoursFormOf({
      monday: { start_time: '08:30', end_time: '12:00', is_closed: false },
      tuesday: 'closed',
      wednesday: [{ start: '10:00', end: '14:00' }],
      thursday: { start_time: '09:00', end_time: '17:00', is_closed: true },
    });
    expect(hours.monday).toEqual({ start_time: '08:30', end_time: '12:00', is_closed: false });
    expect(hours.tuesday).toEqual({ ...DEFAULT_OPENING_HOURS.tuesday, is_closed: true });
    expect(hours.wednesday).toEqual({ start_time: '10:00', end_time: '14:00', is_closed: false });
    expect(hours.thursday).toEqual({ start_time: '09:00', end_time: '17:00', is_closed: true });
    expect(hours.friday.is_closed).toBe(true);
  });

  it('reads a salon without hours as open 10:00-17:00 every day, as the booking page does', () => {
    expect(openingHoursFormOf(null).sunday).toEqual({ start_time: '10:00', end_time: '17:00', is_closed: false });
  });
});

describe('salonIdsSchema', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  it('takes one or more distinct ids', () => {
    expect(salonIdsSchema.safeParse({ ids: [id] }).success).toBe(true);
    expect(salonIdsSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(salonIdsSchema.safeParse({ ids: [id, id] }).success).toBe(false);
    expect(salonIdsSchema.safeParse({ ids: ['x'] }).success).toBe(false);
  });
});
