import { addDays, instantAtOrAfter, weekdayOf } from './zoned-time';

/** A block with an end date runs at most this many weeks after its first date (its occurrences are rows). */
export const BLOCK_MAX_WEEKS = 52;

/**
 * A block with no end date is materialised this many weeks past today, and the worker moves the
 * horizon on every pass: further than any visitor may book (365 days), with four weeks to spare
 * should the worker stop. Staff-side checks of a later day extend it to that day first.
 */
export const OPEN_BLOCK_HORIZON_WEEKS = 56;

/** How a block repeats: not at all, on its weekday every week, or on every Monday to Friday. */
export const BLOCK_REPEATS = ['once', 'weekly', 'weekdays'] as const;
export type BlockRepeat = (typeof BLOCK_REPEATS)[number];

export type BlockSeries = {
  repeat: BlockRepeat;
  /** 'yyyy-MM-dd' of the first occurrence. */
  firstDate: string;
  /** Last day a repeating series may fall on; null for a one-off block or one with no end. */
  untilDate: string | null;
  /** Wall-clock 'HH:mm' in the salon's zone; `toTime` after `fromTime`, same day. */
  fromTime: string;
  toTime: string;
};

export type BlockOccurrence = { occursOn: string; start: Date; end: Date };

/** The last day a series with an end date, starting on `firstDate`, may reach. */
export function lastBlockDate(firstDate: string): string {
  return addDays(firstDate, 7 * BLOCK_MAX_WEEKS);
}

/** The last day a block with no end date is materialised through on `today` (the salon's date). */
export function openBlockHorizon(today: string): string {
  return addDays(today, 7 * OPEN_BLOCK_HORIZON_WEEKS);
}

/** Whether a series falls on `day` (a day from its first date on). */
function fallsOn(series: BlockSeries, day: string): boolean {
  if (series.repeat === 'weekdays') return weekdayOf(day) !== 'saturday' && weekdayOf(day) !== 'sunday';
  return series.repeat === 'weekly' || day === series.firstDate;
}

/**
 * The occurrences of a block in the salon's zone from `after` (exclusive; default: none before
 * the first date) through the last day: a one-off block its first date; a weekly one the same
 * weekday every week; an every-weekday one each Monday to Friday. The last day is the until
 * date (capped at BLOCK_MAX_WEEKS), or for a series with no end `through`, which it needs.
 * Each occurrence is its wall-clock times on its own day, so 12:00-13:00 stays 12:00-13:00
 * across a clock change; a bound in a spring-forward gap moves to the moment the clocks jump. A
 * day where that leaves nothing (the whole block inside the gap) has no occurrence.
 */
export function blockOccurrences(series: BlockSeries, timeZone: string, range: { after?: string; through?: string } = {}): BlockOccurrence[] {
  const last = seriesEnd(series, range.through);
  const step = series.repeat === 'weekdays' ? 1 : 7;
  const occurrences: BlockOccurrence[] = [];
  for (let day = series.firstDate; day <= last; day = addDays(day, step)) {
    if ((range.after && day <= range.after) || !fallsOn(series, day)) continue;
    const start = instantAtOrAfter(day, series.fromTime, timeZone);
    const end = instantAtOrAfter(day, series.toTime, timeZone);
    if (start && end && end > start) occurrences.push({ occursOn: day, start, end });
  }
  return occurrences;
}

function seriesEnd(series: BlockSeries, through: string | undefined): string {
  if (series.repeat === 'once') return series.firstDate;
  if (series.untilDate === null) {
    if (!through) throw new RangeError('A block with no end date needs the day to materialise it through');
    return through;
  }
  const cap = lastBlockDate(series.firstDate);
  return series.untilDate < cap ? series.untilDate : cap;
}
