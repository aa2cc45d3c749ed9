'use server';

import { authorizedAction } from '@/lib/server/authorized-action';
import { addTimeBlock, removeTimeBlock } from '@/features/blocks/data/time-blocks';
import { removeTimeBlockSchema, timeBlockSchema } from './schema';

// The dashboard reads its day per request; the public booking page reads slots per request.
const BLOCK_SCREENS = ['/dashboard'];

export const addTimeBlockAction = authorizedAction({ name: 'addTimeBlock', schema: timeBlockSchema, revalidate: BLOCK_SCREENS, run: addTimeBlock });

export const removeTimeBlockAction = authorizedAction({ name: 'removeTimeBlock', schema: removeTimeBlockSchema, revalidate: BLOCK_SCREENS, run: removeTimeBlock });
