/**
 * The AI Instagram Import's analysis, a mock as the spec says (points 7 and 9): it "reads" an
 * image for 2 to 3 seconds and fails about one time in ten; otherwise it returns sample booking
 * details. The random source and the wait are parameters, so tests decide the outcome. Pure.
 */
import { addDays } from '@/lib/scheduling/zoned-time';

/** Spec point 9: mock analysis delay and failure rate. */
export const MOCK_ANALYSIS_DELAY_MS = { min: 2000, max: 3000 } as const;
export const MOCK_FAILURE_RATE = 0.1;
/** Spec point 8, verbatim. */
export const MOCK_FAILURE_MESSAGE = 'Could not extract booking information from image. Image may be too blurry or text not clearly visible.';

/** Spec point 3 "Mock extraction result". */
export type ExtractionResult = {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  serviceType: string;
  /** 'yyyy-MM-dd' */
  preferredDate: string;
  /** 'HH:mm' */
  preferredTime: string;
  notes: string;
  /** 0 to 1 */
  confidence: number;
};

/** Where the mock's chance and time come from. */
export type AnalysisSource = { random: () => number; wait: (ms: number) => Promise<void> };

/** The browser's: Math.random (looked up on each call) and a timer. */
export const liveAnalysisSource: AnalysisSource = {
  random: () => Math.random(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export class AnalysisError extends Error {
  constructor() {
    super(MOCK_FAILURE_MESSAGE);
    this.name = 'AnalysisError';
  }
}

const SAMPLE_CUSTOMERS = [
  { name: 'Lili Molnár', handle: 'lili.molnar' },
  { name: 'Zsófia Balogh', handle: 'zsofi.balogh' },
  { name: 'Emma Farkas', handle: 'emma_farkas' },
  { name: 'Nóra Papp', handle: 'nora.papp.style' },
] as const;
const SAMPLE_TIMES = ['10:00', '11:30', '13:00', '14:30', '16:00'] as const;
const SAMPLE_NOTES = ['Saw your latest reel, would love the same look!', 'Is there parking nearby?', 'First visit, found you on Instagram.'] as const;
const FALLBACK_SERVICES = ['Haircut'] as const;

/**
 * Analyses one image: waits 2–3 s, then fails with MOCK_FAILURE_MESSAGE about 10% of the time,
 * else returns sample details for a day 1 to 7 days after `today`, asking for one of
 * `serviceNames` (the salon's services, so the form can preselect one).
 */
export async function mockAnalyzeImage(
  { today, serviceNames }: { today: string; serviceNames: readonly string[] },
  source: AnalysisSource = liveAnalysisSource,
): Promise<ExtractionResult> {
  const { min, max } = MOCK_ANALYSIS_DELAY_MS;
  await source.wait(min + source.random() * (max - min));
  if (source.random() < MOCK_FAILURE_RATE) throw new AnalysisError();
  const pick = <T>(list: readonly T[]): T => list[Math.min(list.length - 1, Math.floor(source.random() * list.length))];
  const customer = pick(SAMPLE_CUSTOMERS);
  const digits = String(1_000_000 + Math.floor(source.random() * 9_000_000));
  return {
    customerName: customer.name,
    customerPhone: `+36 30 ${digits.slice(0, 3)} ${digits.slice(3, 7)}`,
    customerEmail: `${customer.handle.replace(/[._]/g, '')}@example.com`,
    serviceType: pick(serviceNames.length ? serviceNames : FALLBACK_SERVICES),
    preferredDate: addDays(today, 1 + Math.floor(source.random() * 7)),
    preferredTime: pick(SAMPLE_TIMES),
    notes: `@${customer.handle}: ${pick(SAMPLE_NOTES)}`,
    confidence: Math.round((0.7 + source.random() * 0.29) * 100) / 100,
  };
}
