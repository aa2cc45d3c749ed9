import { describe, expect, it } from 'vitest';
import { quickLinksFor } from './quick-links';

describe('quickLinksFor', () => {
  it('gives owners and admins the reports, the settings and the client list', () => {
    for (const role of ['owner', 'admin'] as const) {
      expect(quickLinksFor(role).map((link) => link.href)).toEqual(['/admin/analytics', '/admin/settings', '/admin/clients']);
    }
  });

  it('gives staff only the client list: no link to a screen that would deny them', () => {
    expect(quickLinksFor('staff')).toEqual([{ label: 'customerList', href: '/admin/clients' }]);
    expect(quickLinksFor(null)).toEqual([]);
  });
});
