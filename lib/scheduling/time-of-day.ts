/** Wall-clock times of day ('HH:mm') as minutes since midnight. */

const TIME_PATTERN = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/**
 * Minutes since midnight for 'H:mm', 'HH:mm' or 'HH:mm:ss' (Postgres `time` columns),
 * or null for anything else. Seconds are ignored.
 */
export function parseTimeOfDay(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = TIME_PATTERN.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function formatTimeOfDay(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Labels from `from` (included) to `to` (excluded) every `stepMinutes`. */
export function timeLabels(from: string, to: string, stepMinutes: number): string[] {
  const start = parseTimeOfDay(from);
  const end = parseTimeOfDay(to);
  if (start === null || end === null || !(stepMinutes > 0)) return [];
  const labels: string[] = [];
  for (let m = start; m < end; m += stepMinutes) labels.push(formatTimeOfDay(m));
  return labels;
}

/** `time` when it is one of timeLabels(from, to, stepMinutes), as that list's only label; else none. */
export function labelAt(time: string, from: string, to: string, stepMinutes: number): string[] {
  const [start, end, at] = [parseTimeOfDay(from), parseTimeOfDay(to), parseTimeOfDay(time)];
  if (start === null || end === null || at === null || !(stepMinutes > 0)) return [];
  return at >= start && at < end && (at - start) % stepMinutes === 0 && formatTimeOfDay(at) === time ? [time] : [];
}
