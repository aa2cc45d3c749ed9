import 'server-only';

// The message worker's pass over blocked time with no end date (docs/decisions.md): it moves
// every such block's rolling horizon on, for every salon (no caller, like client retention).
// The writing is lib/data-internal/block-horizon.ts, which staff-side reads of a far day use too.
export { extendOpenBlocks } from '@/lib/data-internal/block-horizon';
