'use server';

import { authorizedAction } from '@/lib/server/authorized-action';
import { addTimeBlock, removeTimeBlock } from '@/features/blocks/data/time-blocks';
import { removeTimeBlockSchema, timeBlockSchema } from './schema';

// The dashboards show the day's blocks; the public booking page reads its slots per request.
const BLOCK_SCREENS = ['/', '/simple-dashboard'];

export const addTimeBlockAction = authorizedAction({ name: 'addTimeBlock', schema: timeBlockSchema, revalidate: BLOCK_SCREENS, run: addTimeBlock });

export const removeTimeBlockAction = authorizedAction({ name: 'removeTimeBlock', schema: removeTimeBlockSchema, revalidate: BLOCK_SCREENS, run: removeTimeBlock });
