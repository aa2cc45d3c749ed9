export const LOCALES: readonly ['en', 'hu'];
export function isLocale(value: unknown): value is (typeof LOCALES)[number];
export function browserLanguage(header: string | null | undefined): (typeof LOCALES)[number] | null;
