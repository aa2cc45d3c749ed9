// Reversible encoding only: base64 of UTF-8 JSON keeps entries from being read at a glance
// in devtools. It is NOT encryption and protects nothing; never cache secrets.

export function encodeEntry(json: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Throws on invalid base64 or invalid UTF-8. */
export function decodeEntry(encoded: string): string {
  const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
