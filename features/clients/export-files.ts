// The files of a client's export (issue 33 item 7): the JSON as it is, and the visits as CSV
// (RFC 4180; a cell a spreadsheet would run as a formula is prefixed with an apostrophe). Pure.

import type { ClientExport } from './data/client-privacy';

/** One visit as the CSV carries it. */
export type VisitLine = Pick<ClientExport['appointments'][number], 'startTime' | 'endTime' | 'status' | 'service' | 'price' | 'currency' | 'stylist' | 'station' | 'notes'>;

const VISIT_COLUMNS = ['start', 'end', 'status', 'service', 'price', 'currency', 'stylist', 'station', 'notes'] as const;

/** A CSV cell: quoted when it must be; '=', '+', '-', '@' or a tab/return first is defused (CWE-1236). */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The visits as CSV, a header line first, CRLF line ends. */
export function visitsCsv(visits: VisitLine[]): string {
  const lines = visits.map((v) =>
    [v.startTime.toISOString(), v.endTime.toISOString(), v.status, v.service, v.price, v.currency, v.stylist, v.station, v.notes].map(csvCell).join(','),
  );
  return [VISIT_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}

/** The download's file name: the client's id only (no name travels in a header or an address). */
export const exportFileName = (clientId: string, format: 'json' | 'csv') => `client-${clientId}${format === 'csv' ? '-visits' : ''}.${format}`;
