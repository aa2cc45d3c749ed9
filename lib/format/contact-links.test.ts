import { describe, expect, it } from 'vitest';
import { instagramProfileUrl, telLink } from '@/lib/format/contact-links';

describe('instagramProfileUrl', () => {
  it('accepts a handle with or without @, and a profile address', () => {
    expect(instagramProfileUrl('@anna.k')).toBe('https://www.instagram.com/anna.k/');
    expect(instagramProfileUrl(' anna_k ')).toBe('https://www.instagram.com/anna_k/');
    expect(instagramProfileUrl('https://www.instagram.com/anna.k/')).toBe('https://www.instagram.com/anna.k/');
  });

  it('refuses anything that is not a handle (no other site, no path, no script)', () => {
    for (const bad of ['', '@', 'anna k', 'evil.com/x', 'javascript:alert(1)', 'a'.repeat(31)]) expect(instagramProfileUrl(bad), bad).toBeNull();
  });
});

describe('telLink', () => {
  it('keeps digits and plus only', () => {
    expect(telLink('+36 1 234-5678')).toBe('tel:+3612345678');
    expect(telLink('(06) 30 111 2222')).toBe('tel:06301112222');
  });

  it('is null without digits', () => {
    expect(telLink('')).toBeNull();
    expect(telLink('+ -')).toBeNull();
  });
});
