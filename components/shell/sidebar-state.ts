/**
 * The desktop sidebar's folded state, kept in a cookie: the server renders it as the user left
 * it (no unfolding flash), and the browser reads it again when a layout mounts, since a layout
 * prefetched before the fold was rendered with the old value. Display only: nothing on the
 * server trusts it.
 */
export const SIDEBAR_COLLAPSED_COOKIE = 'sidebar_collapsed';

const A_YEAR = 60 * 60 * 24 * 365;
const listeners = new Set<() => void>();

export function subscribeSidebarFold(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The fold as the browser's cookie has it (browser only). */
export function sidebarFolded(): boolean {
  return document.cookie.split('; ').includes(`${SIDEBAR_COLLAPSED_COOKIE}=1`);
}

export function setSidebarFolded(folded: boolean) {
  document.cookie = `${SIDEBAR_COLLAPSED_COOKIE}=${folded ? 1 : 0}; path=/; max-age=${A_YEAR}; samesite=lax`;
  for (const listener of listeners) listener();
}
