// Links that reach a customer from a staff screen. Pure.

/** 'https://www.instagram.com/anna.k/' for '@anna.k', 'anna.k' or a profile address; null for anything else. */
export function instagramProfileUrl(handle: string): string | null {
  const name = handle
    .trim()
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
    .replace(/^@/, '')
    .replace(/\/+$/, '');
  return /^[A-Za-z0-9._]{1,30}$/.test(name) ? `https://www.instagram.com/${name}/` : null;
}

/** 'tel:+3612345678' for '+36 1 234 5678'; null without digits. */
export function telLink(phone: string): string | null {
  const dialable = phone.replace(/[^\d+]/g, '');
  return /\d/.test(dialable) ? `tel:${dialable}` : null;
}
