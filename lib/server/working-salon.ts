import 'server-only';
import type { Caller } from './access';
import { loggableError } from './db-errors';
import { getSalonProfile, listSalons, type SalonProfile } from './salon-profiles';

type SalonChoice = { id: string; name: string };

/**
 * The salon a staff-side screen works on. Staff and owners always work on their own; an admin
 * names one with ?salon= (checked against the salon list), and gets the list to pick from.
 */
export type WorkingSalon =
  | { kind: 'salon'; salon: SalonProfile; choices: SalonChoice[] | null }
  | { kind: 'choose'; choices: SalonChoice[] }
  | { kind: 'error'; message: string };

export async function workingSalon(caller: Caller, wanted: string | undefined): Promise<WorkingSalon> {
  if (caller.role !== 'admin') return { kind: 'salon', salon: await getSalonProfile(caller), choices: null };
  let choices: SalonChoice[];
  try {
    choices = (await listSalons(caller)).map(({ id, name }) => ({ id, name }));
  } catch (error) {
    console.error('[salon picker] Failed to fetch salons', loggableError(error));
    return { kind: 'error', message: 'Failed to fetch salons' };
  }
  const id = choices.find((choice) => choice.id === wanted)?.id;
  return id ? { kind: 'salon', salon: await getSalonProfile(caller, id), choices } : { kind: 'choose', choices };
}
