import { describe, expect, it } from 'vitest';
import { composeEmail } from '@/features/messages/drafts/compose';
import { editEmailRequest, pendingEmailType, type EmailSubject } from '@/features/messages/drafts/edit-email';

const HUF = { currency_code: 'HUF', currency_symbol: 'Ft', symbol_position: 'after', decimal_places: 0, thousand_separator: ' ' };
const setting = { salon: { name: 'Luxe Beauty Studio', phone: '+36 1 234 5678' }, currency: HUF };
const before: EmailSubject = {
  appointment_date: '2026-11-24',
  appointment_time: '09:00',
  service_name: 'Hajvágás',
  service_duration: 60,
  custom_duration: null,
  service_price: 12500,
  status: 'confirmed',
  customer_name: 'Kovács Éva',
};

describe('pendingEmailType', () => {
  it('follows the spec priority: time change, cancellation, service, price; confirmation has no e-mail', () => {
    const moved = { ...before, appointment_time: '10:00', status: 'cancelled', service_price: 9000 };
    expect(pendingEmailType(before, moved, true)).toBe('timeChange');
    expect(pendingEmailType(before, { ...before, status: 'cancelled', custom_duration: 90 }, true)).toBe('cancellation');
    expect(pendingEmailType(before, { ...before, custom_duration: 90, service_price: 1 }, true)).toBe('serviceChange');
    expect(pendingEmailType(before, { ...before, service_price: 15000 }, true)).toBe('priceChange');
    expect(pendingEmailType({ ...before, status: 'pending' }, before, true)).toBeNull();
  });

  it('is null without changes, for a new customer name alone, and with auto-generation off', () => {
    expect(pendingEmailType(before, before, true)).toBeNull();
    expect(pendingEmailType(before, { ...before, customer_name: 'Kovács Anna' }, true)).toBeNull();
    expect(pendingEmailType(before, { ...before, appointment_date: '2026-11-25' }, false)).toBeNull();
  });
});

describe('editEmailRequest', () => {
  it('a time change tells the previous and the new wall time, greeting the name as it is now', () => {
    const after = { ...before, appointment_date: '2026-11-26', appointment_time: '14:30', customer_name: 'Kovács Éva Mária' };
    const { body } = composeEmail(editEmailRequest('timeChange', before, after, setting), 'hu');
    expect(body.split('\n')[0]).toBe('Kedves Kovács Éva Mária!');
    expect(body).toContain('Korábbi időpont: 2026. november 24., kedd 9:00\nÚj időpont: 2026. november 26., csütörtök 14:30');
  });

  it('a cancellation names the time in the customer’s diary, the previous one', () => {
    const after = { ...before, status: 'cancelled' };
    expect(editEmailRequest('cancellation', before, after, setting)).toMatchObject({ type: 'cancellation', when: { date: '2026-11-24', time: '09:00' } });
  });

  it('a service change gives the previous service and the new length (custom, else the service’s)', () => {
    const after = { ...before, service_name: 'Festés', service_duration: 120 };
    expect(editEmailRequest('serviceChange', before, after, setting)).toMatchObject({ previousServiceName: 'Hajvágás', serviceName: 'Festés', durationMinutes: 120 });
    expect(editEmailRequest('serviceChange', before, { ...after, custom_duration: 90 }, setting)).toMatchObject({ durationMinutes: 90 });
  });

  it('a price change gives both prices in the currency', () => {
    const { body } = composeEmail(editEmailRequest('priceChange', before, { ...before, service_price: 15000 }, setting), 'en');
    expect(body).toContain('Previous price: 12 500 Ft\nNew price: 15 000 Ft');
  });
});
