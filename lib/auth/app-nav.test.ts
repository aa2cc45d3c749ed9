import { describe, expect, it } from 'vitest';
import { appNavEntries, isNavEntryActive } from '@/lib/auth/app-nav';

const labels = (role: Parameters<typeof appNavEntries>[0]) => appNavEntries(role).map((entry) => entry.label);
const entry = (role: Parameters<typeof appNavEntries>[0], label: string) => appNavEntries(role).find((candidate) => candidate.label === label)!;

describe('app shell entries', () => {
  it('gives admins every area, owners every area but Salons, staff the dashboard, Appointments, Clients and Messages', () => {
    expect(labels('admin')).toEqual(['Dashboard', 'Salons', 'Services', 'Staff', 'Appointments', 'Clients', 'Messages', 'Analytics', 'Settings']);
    expect(labels('owner')).toEqual(['Dashboard', 'Services', 'Staff', 'Appointments', 'Clients', 'Messages', 'Analytics', 'Settings']);
    expect(labels('staff')).toEqual(['Dashboard', 'Appointments', 'Clients', 'Messages']);
    expect(labels(null)).toEqual([]);
  });

  it("sends an admin's Dashboard to /simple-dashboard, since / sends admins to /admin", () => {
    expect(entry('admin', 'Dashboard').href).toBe('/simple-dashboard');
    expect(entry('owner', 'Dashboard').href).toBe('/');
    expect(entry('staff', 'Dashboard').href).toBe('/');
  });

  it('highlights an entry on its path and below it, by whole segments', () => {
    const staff = entry('admin', 'Staff');
    expect(isNavEntryActive(staff, '/admin/staff')).toBe(true);
    expect(isNavEntryActive(staff, '/admin/staff/')).toBe(true);
    expect(isNavEntryActive(staff, '/admin/staff/42')).toBe(true);
    expect(isNavEntryActive(staff, '/admin/staffing')).toBe(false);
    expect(isNavEntryActive(entry('admin', 'Services'), '/admin/staff')).toBe(false);
    expect(isNavEntryActive(entry('admin', 'Salons'), '/admin')).toBe(true);
    expect(isNavEntryActive(entry('admin', 'Services'), '/admin')).toBe(false);
  });

  it('lights Dashboard on both dashboard routes and nowhere else', () => {
    for (const role of ['admin', 'owner', 'staff'] as const) {
      const dashboard = entry(role, 'Dashboard');
      expect(isNavEntryActive(dashboard, '/')).toBe(true);
      expect(isNavEntryActive(dashboard, '/simple-dashboard')).toBe(true);
      expect(isNavEntryActive(dashboard, '/admin/appointments')).toBe(false);
      expect(isNavEntryActive(dashboard, '/salon-dashboard')).toBe(false);
    }
  });
});
