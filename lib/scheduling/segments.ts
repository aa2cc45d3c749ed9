/**
 * A service's segments (DESIGN §10): processing time in which the client keeps the station and
 * the stylist is free for someone else, and a buffer after the client leaves that holds the
 * station only. The same rule as the database's claims (migration service_segments_claims:
 * hands_on_spans, appointments_claim_lane), so an offered time and the constraint agree.
 */
export type Segments = {
  /** Minutes of hands-on time before the processing; null when there is none. */
  processingStartMinutes?: number | null;
  processingMinutes?: number | null;
  bufferMinutes?: number | null;
};

const MINUTE = 60_000;

/** The stylist's hands-on spans of [start, end) (epoch ms): before and after the processing, or the whole. */
export function handsOnSpans(start: number, end: number, segments: Segments): [number, number][] {
  const { processingStartMinutes: before, processingMinutes: processing } = segments;
  if (!processing || before === null || before === undefined) return [[start, end]];
  const processingStart = start + before * MINUTE;
  if (processingStart >= end) return [[start, end]];
  const resume = processingStart + processing * MINUTE;
  return resume < end ? [[start, processingStart], [resume, end]] : [[start, processingStart]];
}

/** The processing time within [start, end) (epoch ms): between the hands-on spans, or none. */
export function processingSpan(start: number, end: number, segments: Segments): [number, number] | null {
  const handsOn = handsOnSpans(start, end, segments);
  if (handsOn.length > 1) return [handsOn[0][1], handsOn[1][0]];
  return segments.processingMinutes && handsOn[0][1] < end ? [handsOn[0][1], end] : null;
}

/** The end of the station's claim: the client's end plus the buffer. */
export function stationSpanEnd(end: number, segments: Segments): number {
  return end + (segments.bufferMinutes ?? 0) * MINUTE;
}


/** One service of a visit as laid out: its length and segments. */
export type VisitPart = { durationMinutes: number } & Segments;

/** A part of a visit placed from the visit's start (ms offsets), with the segments it keeps. */
export type PlacedPart = { start: number; end: number; segments: Segments };

/**
 * A visit's parts laid end to end from `start` (epoch ms), in the order given: each part's
 * length is `lengthOf(part)` minutes. Only the last keeps its clean-up buffer: the next part
 * of the same visit follows on the same station (the database's rule:
 * appointments_attach_segments drops the buffer of a part followed by another of its visit).
 */
export function layOutVisit<P extends Segments>(start: number, parts: readonly P[], lengthOf: (part: P) => number): PlacedPart[] {
  let at = start;
  return parts.map((part, i) => {
    const placed = { start: at, end: at + lengthOf(part) * MINUTE, segments: i === parts.length - 1 ? part : { ...part, bufferMinutes: 0 } };
    at = placed.end;
    return placed;
  });
}
