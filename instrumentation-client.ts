// Runs in the browser before the app's own modules. zod builds a faster parser with
// `new Function` when it can, and probes for that once; under the pages' Content-Security-Policy
// (no 'unsafe-eval') the probe is refused and reported as a violation. Small forms need no
// compiled parser: skip the probe. Only zod's core config is imported, not zod itself.
import { config } from 'zod/v4/core';

config({ jitless: true });
