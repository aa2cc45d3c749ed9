/**
 * Placeholder content of the static demo dashboard (spec point 1 and point 3 "Demo dashboard
 * samples"): sample content, not product behaviour, and never read from the database.
 */
export type DemoStatus = 'confirmed' | 'pending' | 'in-progress';

export const DEMO_SUMMARY = [
  { label: "Today's Appointments", value: '18' },
  { label: 'Revenue Booked', value: '412 500 Ft' },
  { label: 'No-shows', value: '1' },
  { label: 'Staff on Duty', value: '6 / 8' },
] as const;

export const DEMO_NEXT_APPOINTMENTS = [
  { id: 'a1', time: '10:00', client: 'Lilla Fehér', service: 'Balayage', staff: { name: 'Réka', avatar: 'R' }, status: 'in-progress' },
  { id: 'a2', time: '10:30', client: 'Márk Szűcs', service: "Men's Cut", staff: { name: 'Dani', avatar: 'D' }, status: 'confirmed' },
  { id: 'a3', time: '11:15', client: 'Nóra Balogh', service: 'Gel Manicure', staff: { name: 'Zsófi', avatar: 'Z' }, status: 'pending' },
  { id: 'a4', time: '11:45', client: 'Petra Lakatos', service: 'Blow-dry', staff: { name: 'Réka', avatar: 'R' }, status: 'confirmed' },
] as const satisfies readonly { id: string; time: string; client: string; service: string; staff: { name: string; avatar: string }; status: DemoStatus }[];

export const DEMO_QUICK_ACTIONS = ['Add walk-in', 'Block time', 'Send reminder'] as const;

export const DEMO_STAFF = [
  { name: 'Réka', status: 'online' },
  { name: 'Dani', status: 'online' },
  { name: 'Zsófi', status: 'online' },
  { name: 'Bori', status: 'break' },
  { name: 'Ádám', status: 'online' },
  { name: 'Kata', status: 'online' },
  { name: 'Lili', status: 'off' },
  { name: 'Tomi', status: 'online' },
] as const;

export const DEMO_NOTIFICATIONS = [
  { id: 'n1', message: 'New online booking: Gel Manicure at 14:00', time: '5 min ago', unread: true },
  { id: 'n2', message: 'Petra Lakatos confirmed her appointment', time: '22 min ago', unread: true },
  { id: 'n3', message: 'Low stock: Olaplex No. 3', time: '1 hour ago', unread: false },
  { id: 'n4', message: 'Weekly report is ready', time: 'Yesterday', unread: false },
] as const;

export const DEMO_NAV = ['Dashboard', 'Calendar', 'Staff', 'Services', 'Settings'] as const;
