// CSV as spreadsheets read it (RFC 4180): CRLF line ends, a header line first. Pure.

/** A CSV cell: quoted when it must be; '=', '+', '-', '@' or a tab/return first is defused (CWE-1236). */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header and the rows as one CSV text. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
}
