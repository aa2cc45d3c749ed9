/**
 * Absolute links in messages (manage, stop reminders, password reset) start with APP_URL, the
 * address visitors reach the app at (`https://book.example.com`); never with a request's Host
 * header, which a client chooses. Default: this machine's app.
 */
export function appUrl(path: string, env: NodeJS.ProcessEnv = process.env): string {
  const base = (env.APP_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
  return `${base}${path}`;
}
