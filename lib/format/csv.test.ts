import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('CSV', () => {
  it('quotes what must be quoted and defuses what a spreadsheet would run as a formula', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(12000)).toBe('12000');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('Cut, wash')).toBe('"Cut, wash"');
    expect(csvCell('She said "hi"\nbye')).toBe('"She said ""hi""\nbye"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+36 30 123')).toBe("'+36 30 123");
    expect(csvCell('@cmd')).toBe("'@cmd");
  });

  it('writes the header and each row as a CRLF line', () => {
    expect(csvText(['a', 'b'], [[1, 'x,y'], [null, '=1']])).toBe('a,b\r\n1,"x,y"\r\n,\'=1\r\n');
  });
});
