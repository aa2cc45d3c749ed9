import { describe, expect, it } from 'vitest';
import { importImagesReducer, partitionImageFiles, type ImportImage } from '@/features/appointments/instagram-import/import-images';
import { AnalysisError, MOCK_FAILURE_MESSAGE, mockAnalyzeImage, type AnalysisSource, type ExtractionResult } from '@/features/appointments/instagram-import/mock-analysis';

/** A source that returns `values` in turn, then `rest` for ever, and records the waits. */
function scripted(values: number[], rest = 0.5) {
  const waits: number[] = [];
  let i = 0;
  const source: AnalysisSource = {
    random: () => values[i++] ?? rest,
    wait: async (ms) => void waits.push(ms),
  };
  return { source, waits };
}

const input = { today: '2026-11-23', serviceNames: ["Women's Haircut", 'Gel Manicure'] };

describe('mockAnalyzeImage', () => {
  it('waits 2 to 3 seconds, as the random source decides', async () => {
    const low = scripted([0, 0.5]);
    const high = scripted([0.999, 0.5]);
    await mockAnalyzeImage(input, low.source);
    await mockAnalyzeImage(input, high.source);
    expect(low.waits).toEqual([2000]);
    expect(high.waits[0]).toBeCloseTo(2999, 0);
  });

  it('fails with the spec message below the 10% failure rate, and only there', async () => {
    await expect(mockAnalyzeImage(input, scripted([0.5, 0.0999]).source)).rejects.toThrow(AnalysisError);
    await expect(mockAnalyzeImage(input, scripted([0.5, 0.05]).source)).rejects.toThrow(MOCK_FAILURE_MESSAGE);
    await expect(mockAnalyzeImage(input, scripted([0.5, 0.1]).source)).resolves.toBeDefined();
  });

  it('returns sample details: one of the salon services, a day 1 to 7 days ahead, a bookable time', async () => {
    const first = await mockAnalyzeImage(input, scripted([0.5, 0.5], 0).source);
    expect(first).toMatchObject({ serviceType: "Women's Haircut", preferredDate: '2026-11-24', preferredTime: '10:00', customerName: 'Lili Molnár' });
    const last = await mockAnalyzeImage(input, scripted([0.5, 0.5], 0.9999).source);
    expect(last).toMatchObject({ serviceType: 'Gel Manicure', preferredDate: '2026-11-30', preferredTime: '16:00' });
    expect(last.confidence).toBeGreaterThanOrEqual(0.7);
    expect(last.confidence).toBeLessThan(1);
    expect(last.customerEmail).toMatch(/^[a-z]+@example\.com$/);
  });
});

const RESULT = { customerName: 'Lili Molnár' } as ExtractionResult;
const run = (...events: Parameters<typeof importImagesReducer>[1][]) => events.reduce(importImagesReducer, [] as ImportImage[]);
const statuses = (images: ImportImage[]) => images.map((image) => image.status);

describe('importImagesReducer', () => {
  const added = { type: 'added', images: [{ id: 'a', fileName: 'a.png' }, { id: 'b', fileName: 'b.jpg' }] } as const;

  it('takes each image from uploaded through processing to completed or error', () => {
    expect(statuses(run(added))).toEqual(['uploaded', 'uploaded']);
    expect(statuses(run(added, { type: 'started', id: 'a' }))).toEqual(['processing', 'uploaded']);
    const done = run(added, { type: 'started', id: 'a' }, { type: 'started', id: 'b' }, { type: 'completed', id: 'a', result: RESULT }, { type: 'failed', id: 'b', message: MOCK_FAILURE_MESSAGE });
    expect(done).toMatchObject([
      { status: 'completed', result: RESULT },
      { status: 'error', error: MOCK_FAILURE_MESSAGE },
    ]);
  });

  it('Try Again sends an image in error back to processing without its old error', () => {
    const retried = run(added, { type: 'started', id: 'b' }, { type: 'failed', id: 'b', message: 'x' }, { type: 'started', id: 'b' });
    expect(retried[1]).toEqual({ id: 'b', fileName: 'b.jpg', status: 'processing' });
  });

  it('ignores events that do not follow from the status', () => {
    expect(statuses(run(added, { type: 'completed', id: 'a', result: RESULT }))).toEqual(['uploaded', 'uploaded']);
    const completed = run(added, { type: 'started', id: 'a' }, { type: 'completed', id: 'a', result: RESULT });
    expect(importImagesReducer(completed, { type: 'started', id: 'a' })[0].status).toBe('completed');
    expect(importImagesReducer(completed, { type: 'failed', id: 'a', message: 'late' })[0]).toMatchObject({ status: 'completed', result: RESULT });
  });

  it('marks a completed image as created once, and removes and clears', () => {
    const completed = run(added, { type: 'started', id: 'a' }, { type: 'completed', id: 'a', result: RESULT });
    const created = importImagesReducer(completed, { type: 'created', id: 'a', created: { appointmentId: 'x', date: '2026-11-24', time: '10:00' } });
    expect(created[0].created).toEqual({ appointmentId: 'x', date: '2026-11-24', time: '10:00' });
    expect(importImagesReducer(created, { type: 'created', id: 'a', created: { appointmentId: 'y', date: '2026-11-25', time: '11:00' } })[0].created?.appointmentId).toBe('x');
    expect(importImagesReducer(completed, { type: 'created', id: 'b', created: { appointmentId: 'z', date: '', time: '' } })[1].created).toBeUndefined();
    expect(importImagesReducer(created, { type: 'removed', id: 'a' }).map((image) => image.id)).toEqual(['b']);
    expect(importImagesReducer(created, { type: 'cleared' })).toEqual([]);
  });
});

describe('partitionImageFiles', () => {
  it('keeps image files and refuses the rest', () => {
    const files = [
      { name: 'dm.png', type: 'image/png' },
      { name: 'notes.pdf', type: 'application/pdf' },
      { name: 'story.heic', type: 'image/heic' },
      { name: 'unknown', type: '' },
    ];
    const { images, refused } = partitionImageFiles(files);
    expect(images.map((f) => f.name)).toEqual(['dm.png', 'story.heic']);
    expect(refused.map((f) => f.name)).toEqual(['notes.pdf', 'unknown']);
  });
});
