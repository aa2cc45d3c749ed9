// Next's router answers 500 when a request path holds a percent escape it cannot decode (a
// stray '%', '%ZZ', bytes that are not UTF-8 such as an encoded lone surrogate): measured with
// /book/abc%ZZ. Such a path is the client's error, and the server refuses it with 400 first.

/** True when every percent escape in the path of `url` (query left out) decodes to UTF-8 text. */
export function isDecodablePath(url) {
  const path = url.split(/[?#]/, 1)[0];
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
