import { describe, expect, it } from 'vitest';
import { looksLikePhone } from './phone-guess';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('looksLikePhone', () => {
  it('believes the client hint when there is one, whatever the agent string says', () => {
    expect(looksLikePhone(new Headers({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP }))).toBe(true);
    expect(looksLikePhone(new Headers({ 'sec-ch-ua-mobile': '?0', 'user-agent': IPHONE }))).toBe(false);
  });

  it('reads "Mobi" in the agent string without a hint: a phone yes, a tablet or a desktop no', () => {
    expect(looksLikePhone(new Headers({ 'user-agent': IPHONE }))).toBe(true);
    expect(looksLikePhone(new Headers({ 'user-agent': ANDROID_TABLET }))).toBe(false);
    expect(looksLikePhone(new Headers({ 'user-agent': DESKTOP }))).toBe(false);
    expect(looksLikePhone(new Headers())).toBe(false);
  });
});
