'use server';

import { createTranslator } from 'next-intl';
import { setMyLanguage } from '@/features/account/data/own-language';
import { setMyEmailNotifications } from '@/features/account/data/own-notifications';
import { changeMyPassword } from '@/features/account/data/own-password';
import { changePasswordSchema, emailNotificationsSchema, ownLanguageSchema } from '@/features/account/schema';
import { nextCookieJar } from '@/lib/auth/session';
import { authorizedAction } from '@/lib/server/authorized-action';
import { CATALOGUES } from '@/lib/i18n/catalogues';
import { ok } from '@/lib/result';
import { clientRateLimitKey } from '@/lib/server/request';

/** The signed-in user's new password; the one action open to a member still on a one-time password. */
export const changePasswordAction = authorizedAction({
  name: 'changePassword',
  schema: changePasswordSchema,
  allowOneTimePassword: true,
  run: async (caller, input) => changeMyPassword(caller, input, { jar: await nextCookieJar(), clientAddress: await clientRateLimitKey() }),
});

/** The signed-in owner's or stylist's own e-mails about online bookings, on or off. */
export const setEmailNotificationsAction = authorizedAction({ name: 'setEmailNotifications', schema: emailNotificationsSchema, revalidate: ['/account'], run: setMyEmailNotifications });

/**
 * The signed-in member's own language; every page is shown in it from the next render on. The
 * confirmation comes in the chosen language: the page's words are still the old one's.
 */
export const setLanguageAction = authorizedAction({
  name: 'setLanguage',
  schema: ownLanguageSchema,
  run: async (caller, input) => {
    const result = await setMyLanguage(caller, input);
    if (!result.ok) return result;
    const { language } = result.data;
    return ok({ language, saved: createTranslator({ locale: language, messages: CATALOGUES[language], namespace: 'Account' })('languageSaved') });
  },
});
