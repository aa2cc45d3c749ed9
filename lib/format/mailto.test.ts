import { describe, expect, it } from 'vitest';
import { buildMailto } from '@/lib/format/mailto';

/** Reads a link back as a mail client does. */
function parse(link: string) {
  const match = /^mailto:([^?]*)\?subject=([^&]*)&body=([^&]*)$/.exec(link);
  if (!match) throw new Error(`not a mailto link: ${link}`);
  return { to: decodeURIComponent(match[1]), subject: decodeURIComponent(match[2]), body: decodeURIComponent(match[3]) };
}

describe('buildMailto', () => {
  it('encodes characters that would end a field early, and round-trips them', () => {
    const subject = 'Q&A? #1 100% + more = ok';
    const body = 'Fish & chips?\nPrice: 12 500 Ft + 5% #tip';
    const link = buildMailto({ to: 'anna@example.com', subject, body })!;
    expect(link).toContain('subject=Q%26A%3F%20%231%20100%25%20%2B%20more%20%3D%20ok');
    expect(link.match(/[?&]/g)).toEqual(['?', '&']);
    expect(link).not.toContain('#');
    expect(parse(link)).toEqual({ to: 'anna@example.com', subject, body: body.replace('\n', '\r\n') });
  });

  it('writes line breaks as CRLF (%0D%0A), whatever the input used', () => {
    const link = buildMailto({ to: 'a@b.hu', subject: 's', body: 'one\ntwo\r\nthree\rfour' })!;
    expect(link.endsWith('body=one%0D%0Atwo%0D%0Athree%0D%0Afour')).toBe(true);
  });

  it('encodes accents and emoji as UTF-8', () => {
    const link = buildMailto({ to: 'eva@example.hu', subject: 'Időpont – Ő ű', body: 'Szép napot! 💇‍♀️' })!;
    expect(link).toContain('subject=Id%C5%91pont%20%E2%80%93%20%C5%90%20%C5%B1');
    expect(link).toContain('%F0%9F%92%87');
    expect(parse(link)).toMatchObject({ subject: 'Időpont – Ő ű', body: 'Szép napot! 💇‍♀️' });
  });

  it('keeps the subject on one line, so no header can be added through it', () => {
    const link = buildMailto({ to: 'a@b.hu', subject: 'Hello\r\nBcc: evil@example.com', body: '' })!;
    expect(parse(link).subject).toBe('Hello Bcc: evil@example.com');
    expect(link).not.toMatch(/subject=[^&]*%0[DA]/i);
  });

  it('refuses a recipient that is not exactly one address', () => {
    for (const to of ['', '   ', null, undefined, 'not-an-address', 'a@b.hu?bcc=evil@example.com', 'a@b.hu&body=x', 'a@b.hu\r\nBcc: x@y.hu', 'a@b.hu, c@d.hu', 'a b@c.hu']) {
      expect(buildMailto({ to, subject: 's', body: 'b' }), String(to)).toBeNull();
    }
  });

  it("percent-encodes the address's special characters and keeps '@'", () => {
    expect(buildMailto({ to: ' Anna+salon@Example.com ', subject: '', body: '' })).toBe('mailto:Anna%2Bsalon@Example.com?subject=&body=');
  });

  it('encodes , ? & % and spaces in every part, so one field never becomes two', () => {
    const text = 'a, b? c & d 100% e';
    const link = buildMailto({ to: 'anna@example.com', subject: text, body: text })!;
    const encoded = 'a%2C%20b%3F%20c%20%26%20d%20100%25%20e';
    expect(link).toBe(`mailto:anna@example.com?subject=${encoded}&body=${encoded}`);
    expect(link.match(/[?&,% ]/g)!.filter((c) => c !== '%')).toEqual(['?', '&']);
    expect(parse(link)).toEqual({ to: 'anna@example.com', subject: text, body: text });
  });

  it('refuses the address that decoded to two recipients, and any other with %', () => {
    for (const to of ['anna%40gmail.com%2cspy@evil.com', 'anna%2cspy@evil.com', 'a%20b@c.hu', 'a@b.hu?x', 'a@b.hu&cc=x@y.hu']) {
      expect(buildMailto({ to }), to).toBeNull();
    }
  });

  it('builds a bare link when neither subject nor body is given (page footer, detail dialog)', () => {
    expect(buildMailto({ to: ' Salon@Example.HU ' })).toBe('mailto:Salon@Example.HU');
    expect(buildMailto({ to: 'a@b.hu', subject: 'Hi there' })).toBe('mailto:a@b.hu?subject=Hi%20there');
    expect(buildMailto({ to: null })).toBeNull();
  });

  it('drops control characters and repairs lone surrogates instead of throwing', () => {
    const link = buildMailto({ to: 'a@b.hu', subject: 'a\u0000b\u001bc', body: 'x\uD800y\ttab' })!;
    expect(parse(link)).toMatchObject({ subject: 'abc', body: 'x\uFFFDy\ttab' });
  });
});
