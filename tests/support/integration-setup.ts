import { afterAll } from 'vitest';
import { closeDb } from '@/lib/db/client';

// Without DATABASE_URL every test file runs on its own in-memory PGlite.
if (!process.env.DATABASE_URL) process.env.PGLITE_DATA_DIR = 'memory://';

// Each test file gets its own database handle; close it so the next file starts clean.
afterAll(closeDb);
