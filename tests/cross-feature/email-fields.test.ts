import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addMemberSchema } from '@/features/staff/schema';
import { salonSettingsSchema } from '@/features/settings/schema';
import { EDIT_APPOINTMENT_MESSAGES, appointmentEditSchema } from '@/lib/validation/appointment-edit';
import { AUTH_MESSAGES, signUpSchema } from '@/lib/validation/auth';
import { BOOKING_FIELD_MESSAGES, bookingRequestSchema } from '@/lib/validation/booking';
import { EMAIL_PATTERN, isEmail } from '@/lib/validation/email';
import { SALON_MESSAGES, salonFormSchema } from '@/lib/validation/salon';

// Decoded by a mail client, this is two recipients.
const CRAFTED = 'anna%40gmail.com%2cspy@evil.com';

/** The message zod gives for `field` (the first one), or undefined when the field passes. */
function messageFor(schema: z.ZodType, input: Record<string, unknown>, field: string): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('the e-mail pattern', () => {
  it('refuses addresses with %', () => {
    expect(EMAIL_PATTERN.test(CRAFTED)).toBe(false);
    expect(isEmail(CRAFTED)).toBe(false);
    expect(isEmail('Anna%X@Example.com')).toBe(false);
  });

  it('still accepts ordinary addresses, plus tags, dots and dashes included', () => {
    for (const address of ['anna@gmail.com', 'Anna.Kovacs+salon@Example.HU', 'a_b-c@sub.example.co']) expect(isEmail(address), address).toBe(true);
  });

  // Each form keeps its own e-mail message.
  it.each([
    ['public booking', bookingRequestSchema, 'customerEmail', BOOKING_FIELD_MESSAGES.emailInvalid],
    ['staff edit', appointmentEditSchema, 'customer_email', EDIT_APPOINTMENT_MESSAGES.customerEmailInvalid],
    ['salon (admin)', salonFormSchema, 'email', SALON_MESSAGES.invalidEmail],
    ['settings', salonSettingsSchema, 'email', SALON_MESSAGES.invalidEmail],
    ['sign-up', signUpSchema, 'email', AUTH_MESSAGES.invalidEmail],
    ['add staff member', addMemberSchema, 'email', AUTH_MESSAGES.invalidEmail],
  ] as const)('%s refuses it with its own message', (_form, schema, field, message) => {
    expect(messageFor(schema, { [field]: CRAFTED }, field)).toBe(message);
    expect(messageFor(schema, { [field]: 'anna@gmail.com' }, field)).toBeUndefined();
  });
});
