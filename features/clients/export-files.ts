// The files of a client's export (issue 33 item 7): the JSON as it is, and the visits as CSV
// (RFC 4180; a cell a spreadsheet would run as a formula is prefixed with an apostrophe). Pure.

import { csvText } from '@/lib/format/csv';
import type { ClientExport } from './data/client-privacy';

/** One visit as the CSV carries it. */
export type VisitLine = Pick<ClientExport['appointments'][number], 'startTime' | 'endTime' | 'status' | 'service' | 'price' | 'currency' | 'stylist' | 'station' | 'notes'>;

const VISIT_COLUMNS = ['start', 'end', 'status', 'service', 'price', 'currency', 'stylist', 'station', 'notes'] as const;

/** The visits as CSV, a header line first, CRLF line ends. */
export function visitsCsv(visits: VisitLine[]): string {
  return csvText(
    VISIT_COLUMNS,
    visits.map((v) => [v.startTime.toISOString(), v.endTime.toISOString(), v.status, v.service, v.price, v.currency, v.stylist, v.station, v.notes]),
  );
}

/** The download's file name: the client's id only (no name travels in a header or an address). */
export const exportFileName = (clientId: string, format: 'json' | 'csv') => `client-${clientId}${format === 'csv' ? '-visits' : ''}.${format}`;
