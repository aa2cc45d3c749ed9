import { describe, expect, it } from 'vitest';
import { isDecodablePath } from '@/lib/net/request-path.mjs';

describe('isDecodablePath', () => {
  it.each(['/', '/book/luxe-beauty-studio', '/book/%C3%A9va', '/book/a%20b?q=%ZZ', '/login?next=%', '/x#%'])('takes %s', (url) => {
    expect(isDecodablePath(url)).toBe(true);
  });

  it.each(['/book/abc%', '/book/abc%ZZ', '/book/%ED%A0%80', '/book/%C0%80', '/book/manage/a%FF/calendar.ics'])('refuses %s', (url) => {
    expect(isDecodablePath(url)).toBe(false);
  });
});
