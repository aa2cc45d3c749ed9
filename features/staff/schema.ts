// The owner's staff screen, shared by its dialogs and the server actions. Pure.
import { z } from 'zod';
import { message } from '@/lib/i18n/message';
import { fullNameSchema, accountEmailSchema } from '@/lib/validation/auth';
import { calendarDate, guid, salonId, timeOfDay } from '@/lib/validation/fields';

/** The roles an owner hands out in a salon (admins are the platform's, not a salon's). */
export const MEMBER_ROLES = ['owner', 'staff'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const STYLIST_LIMITS = { spansPerDay: 4, daysOff: 100, services: 500 } as const;

export const STAFF_MESSAGES = {
  emailTaken: message('Errors.staff.emailTaken'),
  lastOwner: message('Errors.staff.lastOwner'),
  removeSelf: message('Errors.staff.removeSelf'),
  resetSelf: message('Errors.staff.resetSelf'),
  notFound: message('FormErrors.staff.notFound'),
  invalidRole: message('FormErrors.staff.invalidRole'),
  tooManyPasswords: message('Errors.staff.tooManyPasswords'),
  timeInvalid: message('FormErrors.timeInvalid'),
  endAfterStart: message('FormErrors.endAfterStart'),
  spansOverlap: message('FormErrors.staff.spansOverlap'),
  tooManySpans: message('FormErrors.staff.tooManySpans', { count: STYLIST_LIMITS.spansPerDay }),
  tooManyDaysOff: message('FormErrors.staff.tooManyDaysOff', { count: STYLIST_LIMITS.daysOff }),
  chooseServices: message('FormErrors.staff.chooseServices'),
  unknownService: message('FormErrors.staff.unknownService'),
} as const;

const userId = guid(STAFF_MESSAGES.notFound);
const role = z.enum(MEMBER_ROLES, { error: STAFF_MESSAGES.invalidRole });

export const addMemberSchema = z.object({ salonId, full_name: fullNameSchema, email: accountEmailSchema, role });
export const renameMemberSchema = z.object({ salonId, userId, full_name: fullNameSchema });
export const changeMemberRoleSchema = z.object({ salonId, userId, role });
/** Remove, or issue a new one-time password. */
export const memberRefSchema = z.object({ salonId, userId });

/** One span of a working week: ISO weekday (1 = Monday), 'HH:mm' from and to. */
const workingSpan = z.object({
  weekday: z.int().min(1).max(7),
  from: timeOfDay(STAFF_MESSAGES.timeInvalid),
  to: timeOfDay(STAFF_MESSAGES.timeInvalid),
});

/**
 * 'Hours & services': whether the member takes appointments, their weekly spans (a split shift is
 * two spans of a day), their days off, and the services they do (all, or only the listed ones).
 */
export const stylistScheduleSchema = z
  .object({
    salonId,
    userId,
    bookable: z.boolean(),
    hours: z.array(workingSpan).max(7 * STYLIST_LIMITS.spansPerDay, STAFF_MESSAGES.tooManySpans),
    days_off: z
      .array(calendarDate())
      .max(STYLIST_LIMITS.daysOff, STAFF_MESSAGES.tooManyDaysOff)
      .transform((days) => [...new Set(days)].sort()),
    all_services: z.boolean(),
    service_ids: z.array(guid(STAFF_MESSAGES.unknownService)).max(STYLIST_LIMITS.services, STAFF_MESSAGES.unknownService),
  })
  .superRefine((data, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    data.hours.forEach((span, i) => span.to <= span.from && issue(['hours', i, 'to'], STAFF_MESSAGES.endAfterStart));
    for (let weekday = 1; weekday <= 7; weekday++) {
      const day = data.hours.map((span, index) => ({ ...span, index })).filter((span) => span.weekday === weekday);
      if (day.length > STYLIST_LIMITS.spansPerDay) issue(['hours', day[STYLIST_LIMITS.spansPerDay].index, 'from'], STAFF_MESSAGES.tooManySpans);
      day.sort((a, b) => a.from.localeCompare(b.from));
      day.slice(1).forEach((span, i) => span.from < day[i].to && issue(['hours', span.index, 'from'], STAFF_MESSAGES.spansOverlap));
    }
    if (!data.all_services && data.service_ids.length === 0) issue(['service_ids'], STAFF_MESSAGES.chooseServices);
  });

export type StylistScheduleInput = z.input<typeof stylistScheduleSchema>;
export type StylistScheduleData = z.output<typeof stylistScheduleSchema>;

/** The salon switch 'Customers choose a stylist'. */
export const stylistsEnabledSchema = z.object({ salonId, enabled: z.boolean() });

export type AddMemberData = z.output<typeof addMemberSchema>;
export type AddMemberValues = z.input<typeof addMemberSchema>;
