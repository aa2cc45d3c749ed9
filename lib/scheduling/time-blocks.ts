import { repeatedDays } from './recurrence';
import { addDays, instantAtOrAfter } from './zoned-time';

/** A weekly block runs at most this many weeks after its first date (its occurrences are rows). */
export const BLOCK_MAX_WEEKS = 52;

export type BlockSeries = {
  /** 'yyyy-MM-dd' of the first occurrence. */
  firstDate: string;
  /** Last day a weekly series may fall on; null for a one-off block. */
  untilDate: string | null;
  /** Wall-clock 'HH:mm' in the salon's zone; `toTime` after `fromTime`, same day. */
  fromTime: string;
  toTime: string;
};

export type BlockOccurrence = { occursOn: string; start: Date; end: Date };

/** The last day a weekly series starting on `firstDate` may reach. */
export function lastBlockDate(firstDate: string): string {
  return addDays(firstDate, 7 * BLOCK_MAX_WEEKS);
}

/**
 * The occurrences of a block in the salon's zone: the first date, then the same weekday every
 * week up to `untilDate` (capped at BLOCK_MAX_WEEKS). Each occurrence is its wall-clock times
 * on its own day, so a weekly 12:00-13:00 stays 12:00-13:00 across a clock change; a bound in
 * a spring-forward gap moves to the moment the clocks jump. A day where that leaves nothing
 * (the whole block inside the gap) has no occurrence.
 */
export function blockOccurrences(series: BlockSeries, timeZone: string): BlockOccurrence[] {
  const last = series.untilDate ? (series.untilDate < lastBlockDate(series.firstDate) ? series.untilDate : lastBlockDate(series.firstDate)) : series.firstDate;
  const occurrences: BlockOccurrence[] = [];
  for (const day of repeatedDays(series.firstDate, { until: last, max: BLOCK_MAX_WEEKS + 1 })) {
    const start = instantAtOrAfter(day, series.fromTime, timeZone);
    const end = instantAtOrAfter(day, series.toTime, timeZone);
    if (start && end && end > start) occurrences.push({ occursOn: day, start, end });
  }
  return occurrences;
}
