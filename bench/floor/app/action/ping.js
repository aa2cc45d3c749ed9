'use server';

// The floor of a server action (bench/request-cost.ts): Next's own work around a call that does nothing.
export async function ping() {
  return { ok: true };
}
