// A time zone as a visitor reads it. Pure (Intl only).

const nameOf = (timeZone: string, locale: string, style: 'longGeneric' | 'long', at: Date) =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;

/**
 * The zone's name in `locale`, as people say it ('Central European Time', 'közép-európai idő'),
 * never its id ('Europe/Budapest'): the generic name, else the long one where the generic is
 * only an offset (the names are today's rules: a zone without summer time in 1970 had no generic name) (UTC's 'GMT+00:00' is 'Coordinated Universal Time'), else the id's city.
 */
export function zoneName(timeZone: string, locale: string, at = new Date()): string {
  try {
    const generic = nameOf(timeZone, locale, 'longGeneric', at);
    if (generic && !/^GMT[+-]/.test(generic)) return generic;
    return nameOf(timeZone, locale, 'long', at) ?? cityOf(timeZone);
  } catch {
    return cityOf(timeZone);
  }
}

const cityOf = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
