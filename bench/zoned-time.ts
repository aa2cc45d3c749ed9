/**
 * Zone conversions: the Intl core (lib/scheduling/zoned-time) against the `@date-fns/tz`
 * TZDate candidate (bench/tzdate-zoned-time), over every 15-minute slot of 2026 in
 * Europe/Budapest, both ways. Prints the first (cold: the core keeps each steady hour's offset)
 * and the median ms of 5 runs per direction, and how many slots the candidate resolves
 * differently from the core. Run it under several process zones:
 *
 *   for tz in UTC Europe/Budapest America/New_York Asia/Kolkata; do TZ=$tz npx tsx bench/zoned-time.ts; done
 */
import { instantToZonedParts, zonedToInstant } from '@/lib/scheduling/zoned-time';
import { timeLabels } from '@/lib/scheduling/time-of-day';
import { instantToZonedPartsTZDate, zonedToInstantTZDate } from './tzdate-zoned-time';

const ZONE = 'Europe/Budapest';
const RUNS = 5;
const STEP = 15 * 60_000;
const YEAR_START = Date.UTC(2026, 0, 1);
const YEAR_END = Date.UTC(2027, 0, 1);

const dates: string[] = [];
for (let ms = YEAR_START; ms < YEAR_END; ms += 86_400_000) dates.push(new Date(ms).toISOString().slice(0, 10));
const times = timeLabels('00:00', '23:59', 15);
const instants: Date[] = [];
for (let ms = YEAR_START; ms < YEAR_END; ms += STEP) instants.push(new Date(ms));

type Impl = {
  name: string;
  toInstant: (date: string, time: string, zone: string) => Date | null;
  toParts: typeof instantToZonedParts;
};
const impls: Impl[] = [
  { name: 'Intl core', toInstant: zonedToInstant, toParts: instantToZonedParts },
  { name: 'TZDate', toInstant: zonedToInstantTZDate, toParts: instantToZonedPartsTZDate },
];

/** 'first / median ms' of RUNS runs. */
function timing(run: () => unknown): string {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  const median = [...samples].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  return `${samples[0].toFixed(0)} / ${median.toFixed(0)} ms`;
}

const wallToInstant = (impl: Impl) => dates.flatMap((date) => times.map((time) => impl.toInstant(date, time, ZONE)?.getTime() ?? null));
const instantToWall = (impl: Impl) => instants.map((instant) => {
  const { date, time } = impl.toParts(instant, ZONE);
  return `${date} ${time}`;
});

console.log(`TZ=${process.env.TZ ?? '(unset)'}: ${dates.length * times.length} wall times, ${instants.length} instants in ${ZONE}`);
for (const impl of impls) {
  console.log(`  ${impl.name.padEnd(9)} wall->instant ${timing(() => wallToInstant(impl))}, instant->wall ${timing(() => instantToWall(impl))} (first / median)`);
}

const [core, candidate] = impls;
const [coreInstants, candidateInstants] = [wallToInstant(core), wallToInstant(candidate)];
const [coreWalls, candidateWalls] = [instantToWall(core), instantToWall(candidate)];
const differing = (a: unknown[], b: unknown[]) => a.filter((value, i) => value !== b[i]).length;
console.log(`  TZDate differs from the core: wall->instant ${differing(coreInstants, candidateInstants)}, instant->wall ${differing(coreWalls, candidateWalls)}`);
