import { describe, expect, it } from 'vitest';
import { adminNavEntries, isNavEntryActive } from '@/lib/auth/admin-nav';

const labels = (role: Parameters<typeof adminNavEntries>[0]) => adminNavEntries(role).map((entry) => entry.label);

describe('admin sidebar entries', () => {
  it('gives admins every area, owners every area but Salons, staff only Appointments', () => {
    expect(labels('admin')).toEqual(['Salons', 'Services', 'Staff', 'Appointments', 'Analytics', 'Settings']);
    expect(labels('owner')).toEqual(['Services', 'Staff', 'Appointments', 'Analytics', 'Settings']);
    expect(labels('staff')).toEqual(['Appointments']);
    expect(labels(null)).toEqual([]);
  });

  it('highlights an entry on its path and below it, by whole segments', () => {
    const [salons, services, staff] = adminNavEntries('admin');
    expect(isNavEntryActive(staff, '/admin/staff')).toBe(true);
    expect(isNavEntryActive(staff, '/admin/staff/')).toBe(true);
    expect(isNavEntryActive(staff, '/admin/staff/42')).toBe(true);
    expect(isNavEntryActive(staff, '/admin/staffing')).toBe(false);
    expect(isNavEntryActive(services, '/admin/staff')).toBe(false);
    expect(isNavEntryActive(salons, '/admin')).toBe(true);
    expect(isNavEntryActive(services, '/admin')).toBe(false);
  });
});
