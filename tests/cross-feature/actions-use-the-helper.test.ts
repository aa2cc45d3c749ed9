import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every staff-side server action is built with authorizedAction (DESIGN §2), which leaves role
// and salon to the data layer. Public actions (booking, the waitlist's, sign-in, sign-up, sign-out) are listed here by path and
// parse with parseActionInput.
const PUBLIC_ACTION_FILES = ['features/booking/actions.ts', 'features/waitlist/public-actions.ts', 'features/auth/actions.ts', 'lib/auth/sign-out-action.ts'];

function serverActionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverActionFiles(file);
    return /\.tsx?$/.test(entry.name) && /^\s*['"]use server['"]/.test(fs.readFileSync(file, 'utf8')) ? [path.relative(process.cwd(), file)] : [];
  });
}

describe('server actions', () => {
  const files = ['app', 'features', 'components', 'lib'].flatMap((dir) => serverActionFiles(path.join(process.cwd(), dir)));

  it('finds the public ones where they are expected', () => {
    for (const file of PUBLIC_ACTION_FILES) expect(files).toContain(file);
  });

  it.each(files.filter((file) => !PUBLIC_ACTION_FILES.includes(file)))('%s exports only authorizedAction results', (file) => {
    const source = fs.readFileSync(file, 'utf8');
    const exports = source.match(/^export .*/gm) ?? [];
    expect(exports.length).toBeGreaterThan(0);
    for (const line of exports) expect(line).toMatch(/^export const \w+ = authorizedAction\(/);
  });
});
