import { describe, expect, it } from 'vitest';
import { easterSunday, holidayCountryOf, publicHolidayId, publicHolidays, upcomingPublicHolidays, type HolidayId } from '@/lib/scheduling/public-holidays';

const dateOf = (year: number, id: HolidayId) => publicHolidays('HU', year).find((h) => h.id === id)?.date;

describe('easterSunday', () => {
  it.each([
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    // The extremes of the Gregorian range: 22 March and 25 April.
    [2285, '2285-03-22'],
    [2038, '2038-04-25'],
  ])('%i → %s', (year, date) => expect(easterSunday(year)).toBe(date));
});

describe('Hungarian public holidays', () => {
  it('2027: Good Friday 26 March, Easter Monday 29 March, Whit Monday 17 May', () => {
    expect(dateOf(2027, 'goodFriday')).toBe('2027-03-26');
    expect(dateOf(2027, 'easterMonday')).toBe('2027-03-29');
    expect(dateOf(2027, 'whitMonday')).toBe('2027-05-17');
  });

  it.each([
    [2024, '2024-03-29', '2024-04-01', '2024-05-20'],
    [2025, '2025-04-18', '2025-04-21', '2025-06-09'],
    [2026, '2026-04-03', '2026-04-06', '2026-05-25'],
    [2030, '2030-04-19', '2030-04-22', '2030-06-10'],
  ])('%i: Good Friday %s, Easter Monday %s, Whit Monday %s', (year, goodFriday, easterMonday, whitMonday) => {
    expect(dateOf(year, 'goodFriday')).toBe(goodFriday);
    expect(dateOf(year, 'easterMonday')).toBe(easterMonday);
    expect(dateOf(year, 'whitMonday')).toBe(whitMonday);
  });

  it('lists the thirteen days of the Labour Code, fixed ones included, in date order', () => {
    const dates = publicHolidays('HU', 2026).map((h) => h.date);
    expect(dates).toEqual([
      '2026-01-01', '2026-03-15', '2026-04-03', '2026-04-05', '2026-04-06', '2026-05-01', '2026-05-24',
      '2026-05-25', '2026-08-20', '2026-10-23', '2026-11-01', '2026-12-25', '2026-12-26',
    ]);
  });

  it('names a holiday by its date, and nothing else', () => {
    expect(publicHolidayId('HU', '2027-03-29')).toBe('easterMonday');
    expect(publicHolidayId('HU', '2027-08-20')).toBe('stStephen');
    expect(publicHolidayId('HU', '2027-03-30')).toBeNull();
  });
});

describe('upcomingPublicHolidays', () => {
  it("takes what is left of this year in the salon's zone and all of next year", () => {
    // 23:30 UTC on 31 October is already 1 November in Budapest: All Saints' Day counts.
    const list = upcomingPublicHolidays('HU', new Date('2026-10-31T23:30:00Z'), 'Europe/Budapest');
    expect(list[0]).toEqual({ date: '2026-11-01', id: 'allSaints' });
    expect(list.map((h) => h.date)).toContain('2027-03-29');
    expect(list.at(-1)!.date).toBe('2027-12-26');
    expect(list).toHaveLength(3 + 13);
  });

  it("the salon's zone decides which day today is", () => {
    expect(upcomingPublicHolidays('HU', new Date('2026-10-31T23:30:00Z'), 'America/New_York')[0].date).toBe('2026-11-01');
    expect(upcomingPublicHolidays('HU', new Date('2026-10-23T02:00:00Z'), 'America/New_York')[0].date).toBe('2026-10-23');
    expect(upcomingPublicHolidays('HU', new Date('2026-10-23T23:30:00Z'), 'Europe/Budapest')[0].date).toBe('2026-11-01');
  });
});

describe('holidayCountryOf', () => {
  it.each([
    ['Hungary', 'HU'],
    [' hungary ', 'HU'],
    ['HU', 'HU'],
    ['Magyarország', 'HU'],
    ['Austria', null],
    ['', null],
    [null, null],
  ])('%j → %j', (country, code) => expect(holidayCountryOf(country)).toBe(code));
});
