// A visitor's "name" as the automatic messages may print it. Pure.

/**
 * What could be followed from a mail client: a scheme (http://, mailto:…), www., an e-mail
 * address, or a domain (`prize.example`, `bit.ly/x`), with full-width and ideographic dots too.
 */
const LINK_LIKE =
  /(?:[a-z][a-z0-9+.-]*:\/\/\S*|\b(?:mailto|javascript|data|tel|sms|callto|skype|whatsapp):\S*|\bwww[.。．｡]\S*|\S*[@＠]\S*|[\p{L}\p{N}_-]+(?:[.。．｡][\p{L}\p{N}_-]+)*[.。．｡]\p{L}{2,}\S*)/giu;

/** The mark left where a name carried a link or an address. */
export const LINK_REMOVED = '[link removed]';

/**
 * The name with every link, address and domain in it replaced by LINK_REMOVED, and whether
 * anything was replaced. A visitor types the name, so it is theirs to word, not a way to make
 * the salon mail their link to someone else (issue 30, item 3).
 */
export function neutralizeName(name: string): { name: string; changed: boolean } {
  let changed = false;
  const cleaned = name.replace(LINK_LIKE, () => {
    changed = true;
    return LINK_REMOVED;
  });
  return { name: cleaned.trim(), changed };
}

/** The name a customer's greeting may use: '' (the greeting's generic form) when it carried a link. */
export function greetingName(name: string): string {
  const { name: cleaned, changed } = neutralizeName(name);
  return changed ? '' : cleaned;
}
