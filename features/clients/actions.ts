'use server';

import { ok } from '@/lib/result';
import { authorizedAction } from '@/lib/server/authorized-action';
import { eraseClient } from '@/features/clients/data/client-privacy';
import { clientRefSchema } from './schema';

// An erasure renames the client's appointments: every list that shows them reads again.
const revalidate = ['/admin/clients', '/admin/appointments', '/', '/simple-dashboard'];

export const eraseClientAction = authorizedAction({ name: 'eraseClient', schema: clientRefSchema, revalidate, run: async (caller, input) => ok(await eraseClient(caller, input)) });
