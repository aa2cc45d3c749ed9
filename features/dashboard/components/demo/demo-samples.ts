/**
 * Placeholder content of the static demo dashboard (spec point 1 and point 3 "Demo dashboard
 * samples"): sample content, not product behaviour, and never read from the database. Its words
 * are the catalogue's `Dashboard.demo`: these name them.
 */
export type DemoStatus = 'confirmed' | 'pending' | 'in-progress';

export const DEMO_SUMMARY = [
  { label: 'todaysAppointments', value: '18' },
  { label: 'demo.revenueBooked', value: '412 500 Ft' },
  { label: 'demo.noShows', value: '1' },
  { label: 'demo.staffOnDuty', value: '6 / 8' },
] as const;

export const DEMO_NEXT_APPOINTMENTS = [
  { id: 'a1', time: '10:00', client: 'Lilla Fehér', service: 'balayage', staff: { name: 'Réka', avatar: 'R' }, status: 'in-progress' },
  { id: 'a2', time: '10:30', client: 'Márk Szűcs', service: 'mensCut', staff: { name: 'Dani', avatar: 'D' }, status: 'confirmed' },
  { id: 'a3', time: '11:15', client: 'Nóra Balogh', service: 'gelManicure', staff: { name: 'Zsófi', avatar: 'Z' }, status: 'pending' },
  { id: 'a4', time: '11:45', client: 'Petra Lakatos', service: 'blowDry', staff: { name: 'Réka', avatar: 'R' }, status: 'confirmed' },
] as const satisfies readonly { id: string; time: string; client: string; service: string; staff: { name: string; avatar: string }; status: DemoStatus }[];

export const DEMO_QUICK_ACTIONS = ['addWalkIn', 'blockTime', 'sendReminder'] as const;

/** The demo team, each with where they are now. */
export const DEMO_STAFF = { Réka: 'online', Dani: 'online', Zsófi: 'online', Bori: 'break', Ádám: 'online', Kata: 'online', Lili: 'off', Tomi: 'online' } as const;

export const DEMO_NOTIFICATIONS = [
  { id: 'n1', unread: true },
  { id: 'n2', unread: true },
  { id: 'n3', unread: false },
  { id: 'n4', unread: false },
] as const;

export const DEMO_NAV = ['Dashboard', 'Calendar', 'Staff', 'Services', 'Settings'] as const;
