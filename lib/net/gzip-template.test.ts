import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipTemplate } from '@/lib/net/gzip-template.mjs';

describe('gzipTemplate', () => {
  const page = (value: string) => `<html><script nonce="${value}">1</script>${'<p>Szép napot! á</p>'.repeat(500)}<style nonce="${value}"></style></html>`;
  const latin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

  it("gives the page with each answer's value, plain and as gzip that any decoder reads back", () => {
    const template = gzipTemplate(Buffer.from(page('KEPT')), 'KEPT');
    for (const value of ['n1+/AAAA==', 'a different one']) {
      expect(template.fill(value).toString('utf8')).toBe(page(value));
      expect(gunzipSync(template.gzip(value)).toString('utf8')).toBe(page(value));
    }
  });

  it('compresses the page as a whole would be', () => {
    const gzipped = gzipTemplate(Buffer.from(page('KEPT')), 'KEPT').gzip('n1+/AAAA==');
    expect(gzipped.length).toBeLessThan(Buffer.byteLength(page('n1+/AAAA==')) / 20);
  });

  it('takes a placeholder at either end, or none', () => {
    for (const body of ['KEPT middle KEPT', 'KEPTKEPT', 'no placeholder', '']) {
      const template = gzipTemplate(Buffer.from(body), 'KEPT');
      expect(gunzipSync(template.gzip(latin1('é'))).toString('utf8')).toBe(body.replaceAll('KEPT', 'é'));
    }
  });
});
