/** Server start checks run on the Node.js runtime only, never during `next build`. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prepareServer } = await import('./instrumentation-node');
  await prepareServer();
}
