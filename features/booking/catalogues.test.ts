import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';
import { createTranslator } from 'next-intl';
import { MESSAGE_ARGUMENTS } from '@/lib/i18n/message-arguments';
import { APPOINTMENT_STATUSES } from '@/lib/validation/appointment';

type Catalogue = { [key: string]: string | Catalogue };

/** Every message of a catalogue by its dotted key. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The ICU arguments a message names ('{count, plural, …}', '{salon}'), those inside its options included. */
function argumentsOf(message: string): Set<string> {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return names;
}

const english = flatten(en);
const hungarian = flatten(hu);

describe('the catalogues', () => {
  it("name every appointment status on the visitor's manage page", () => {
    for (const [locale, messages] of [['en', en], ['hu', hu]] as const) {
      const status = createTranslator({ locale, messages, namespace: 'Manage' });
      const unknown = status('status', { status: 'unknown' });
      for (const name of APPOINTMENT_STATUSES) expect(status('status', { status: name }), `${locale} ${name}`).not.toBe(unknown);
    }
    expect(createTranslator({ locale: 'hu', messages: hu, namespace: 'Manage' })('status', { status: 'rescheduled' })).toBe('Átütemezve');
  });

  it('have the same keys in English and Hungarian', () => {
    expect([...hungarian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('name the same arguments in both languages, and no message is empty', () => {
    for (const [key, message] of english) {
      expect(message.trim(), key).not.toBe('');
      expect(hungarian.get(key)?.trim(), key).not.toBe('');
      expect(argumentsOf(hungarian.get(key) ?? ''), key).toEqual(argumentsOf(message));
    }
  });

  it('translate every Hungarian message (none is left in English, bar names and symbols)', () => {
    const same = [...english].filter(([key, message]) => hungarian.get(key) === message && /[a-z]{3}/i.test(message.replace(/\{[^}]*\}/g, '')));
    expect(same).toEqual([]);
  });

  it("keep the spec's English messages verbatim under their keys", () => {
    for (const [key, text] of Object.entries(SPEC_MESSAGES)) expect(english.get(key), key).toBe(text);
  });

  it('list every argument of the messages code builds (typed values) and no other', () => {
    const built = [...english].filter(([key]) => /^(Server|Errors|FormErrors|Closures)\./.test(key) && argumentsOf(english.get(key)!).size > 0).map(([key]) => key);
    expect(built.sort()).toEqual(Object.keys(MESSAGE_ARGUMENTS).sort());
    for (const [key, kinds] of Object.entries(MESSAGE_ARGUMENTS)) expect(argumentsOf(english.get(key) ?? ''), key).toEqual(new Set(Object.keys(kinds)));
  });
});

/** The product spec's English texts that the server says, verbatim (the spec quotes them), by key. */
const SPEC_MESSAGES: Record<string, string> = {
  'Server.salonDataMissing': 'Salon data not loaded. Please refresh the page.',
  'Server.serviceNotSelected': 'Please select a service.',
  'Server.dateTimeNotSelected': 'Please select a date and time.',
  'Server.requiredFieldsMissing': 'Please fill in all required fields.',
  'Server.specialClosure': 'Special closure (holiday/vacation)',
  'Server.emailInvalid': 'Please enter a valid email address',
  'Server.authError': 'Unable to process booking at this time. Please try again later or contact the salon directly.',
  'Server.submissionError': 'Failed to book appointment. Please try again.',
  'Server.bookedToast': "Appointment booked successfully! We'll contact you soon to confirm.",
  'Server.slotsFailed': 'Failed to load available time slots',
  'Server.priceOnRequest': 'Price on request',
  'Server.unknownService': 'Unknown Service',
  'Errors.forbidden': "You don't have permission to access this page.",
  'FormErrors.unexpected': 'An unexpected error occurred. Please try again.',
  // Spec point 5: the Edit Appointment form and the availability check.
  'FormErrors.serviceNameRequired': 'Service name is required',
  'FormErrors.appointment.customerNameRequired': 'Customer name is required',
  'FormErrors.appointment.customerEmailRequired': 'Customer email is required',
  'FormErrors.appointment.customerEmailInvalid': 'Please enter a valid email address',
  'FormErrors.appointment.dateRequired': 'Appointment date is required',
  'FormErrors.appointment.timeRequired': 'Appointment time is required',
  'FormErrors.appointment.serviceDurationPositive': 'Service duration must be greater than 0',
  'FormErrors.appointment.customDurationTooShort': 'Custom duration must be at least 15 minutes',
  'FormErrors.appointment.customDurationTooLong': 'Custom duration cannot exceed 4 hours (240 minutes)',
  'FormErrors.appointment.servicePriceNegative': 'Service price cannot be negative',
  'FormErrors.appointment.available': 'Time slot is available',
  'FormErrors.appointment.timeFormatInvalid': 'Invalid time format provided',
};
