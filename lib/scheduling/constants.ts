/** Spec point 9 booking constants. */
export const DEFAULT_TIMEZONE = 'Europe/Budapest';
export const SLOT_INTERVAL_MINUTES = 15;
export const DEFAULT_SERVICE_DURATION = 60;
export const MAX_DATES_SHOWN = 15;

/** A usable service length in minutes: missing, zero or invalid durations fall back to 60. */
export function effectiveDuration(minutes: number | null | undefined): number {
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_SERVICE_DURATION;
}
