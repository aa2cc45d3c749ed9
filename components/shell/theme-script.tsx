export const THEME_STORAGE_KEY = 'prefs_theme';

export const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/**
 * The saved pick ('light' or 'dark'), or else the system's theme, on <html> before the first
 * paint; `darkNow` in ./theme.ts is the same rule once the page runs. The response's CSP nonce
 * lets it run.
 */
const SCRIPT = `try{var p=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}),d=p==='dark'||p!=='light'&&matchMedia(${JSON.stringify(SYSTEM_DARK)}).matches,h=document.documentElement;h.classList.toggle('dark',d);h.style.colorScheme=d?'dark':'light'}catch(e){}`;

export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
