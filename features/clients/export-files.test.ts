import { describe, expect, it } from 'vitest';
import { exportFileName, visitsCsv } from './export-files';

describe("a client's visits as CSV", () => {
  it('has a header line and one CRLF line per visit, times in UTC', () => {
    const start = new Date('2026-03-29T08:00:00Z');
    const csv = visitsCsv([{ startTime: start, endTime: new Date('2026-03-29T09:00:00Z'), status: 'completed', service: 'Cut', price: 9000, currency: 'HUF', stylist: null, station: 'Chair 1', notes: null }]);
    expect(csv).toBe('start,end,status,service,price,currency,stylist,station,notes\r\n2026-03-29T08:00:00.000Z,2026-03-29T09:00:00.000Z,completed,Cut,9000,HUF,,Chair 1,\r\n');
  });

  it('names the files by the client id only', () => {
    expect(exportFileName('0b6d3c1e-8f4a-4c2b-9a57-3e1f2d4c5b6a', 'csv')).toBe('client-0b6d3c1e-8f4a-4c2b-9a57-3e1f2d4c5b6a-visits.csv');
    expect(exportFileName('0b6d3c1e-8f4a-4c2b-9a57-3e1f2d4c5b6a', 'json')).toBe('client-0b6d3c1e-8f4a-4c2b-9a57-3e1f2d4c5b6a.json');
  });
});
