import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { isVisitorPath, visitorLocale } from '@/features/booking/visitor-locale';
import { memberLocale } from '@/lib/auth/member-locale';
import { ROUTE_HEADER } from '@/lib/auth/route-rules';
import type { Locale } from '@/lib/i18n/locale';

/** Whether the page being rendered is a visitor's (booking, manage link) rather than a staff page. */
export const onVisitorPage = cache(async (): Promise<boolean> => isVisitorPath((await headers()).get(ROUTE_HEADER) ?? ''));

/** The language of the page being rendered: a visitor's on visitor pages, the member's elsewhere. */
export const pageLocale = cache(async (): Promise<Locale> => ((await onVisitorPage()) ? visitorLocale() : memberLocale()));
