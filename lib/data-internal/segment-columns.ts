import { appointments, services } from '@/lib/db/schema';

/** A service's segments, or an appointment's as booked (lib/scheduling/segments.ts), for a nested selection: `segments: segmentColumns(services)`. */
export function segmentColumns(table: typeof appointments | typeof services) {
  return { processingStartMinutes: table.processingStartMinutes, processingMinutes: table.processingMinutes, bufferMinutes: table.bufferMinutes };
}
