import { describe, expect, it } from 'vitest';
import { composeEmail } from '@/features/messages/drafts/compose';
import { wallTimeOf } from '@/lib/scheduling/zoned-time';
import { type EmailRequest } from '@/features/messages/drafts/email-request';
import { type SalonContact } from '@/lib/format/salon-contact';
import { describeInProcessZones } from '@/tests/support/process-zones';

const salon: SalonContact = {
  name: 'Luxe Beauty Studio',
  phone: '+36 1 234 5678',
  email: 'hello@luxe.example.com',
  address: 'Andrássy út 12.',
  city: 'Budapest',
  country: 'Hungary',
};
const HUF = { currency_code: 'HUF', currency_symbol: 'Ft', symbol_position: 'after', decimal_places: 0, thousand_separator: ' ' };
const EUR = { currency_code: 'EUR', currency_symbol: '€', symbol_position: 'before', decimal_places: 2, thousand_separator: ',' };
const common = { customerName: 'Kovács Éva', salon, serviceName: 'Hajvágás & szárítás', when: { date: '2026-11-24', time: '09:05' } };

describeInProcessZones(() => {
  describe('time change', () => {
    const request: EmailRequest = { ...common, type: 'timeChange', newWhen: { date: '2026-11-26', time: '14:30' } };

    it('English: greeting, both times in words, the salon signature', () => {
      const { subject, body } = composeEmail(request, 'en');
      expect(subject).toBe('Your appointment has been rescheduled – Luxe Beauty Studio');
      expect(body.split('\n')[0]).toBe('Dear Kovács Éva,');
      expect(body).toContain('The time of your Hajvágás & szárítás appointment has changed.');
      expect(body).toContain('Previous time: Tuesday, 24 November 2026 at 09:05\nNew time: Thursday, 26 November 2026 at 14:30');
      expect(body.endsWith('Kind regards,\nLuxe Beauty Studio\nAndrássy út 12., Budapest, Hungary\nPhone: +36 1 234 5678\nEmail: hello@luxe.example.com')).toBe(true);
    });

    it('Hungarian: polite form, Hungarian dates and times, Hungarian signature labels', () => {
      const { subject, body } = composeEmail(request, 'hu');
      expect(subject).toBe('Módosult az időpontja – Luxe Beauty Studio');
      expect(body.split('\n')[0]).toBe('Kedves Kovács Éva!');
      expect(body).toContain('Szolgáltatás: Hajvágás & szárítás\nKorábbi időpont: 2026. november 24., kedd 9:05\nÚj időpont: 2026. november 26., csütörtök 14:30');
      expect(body).toContain('az Ön számára');
      expect(body).toContain('Szeretettel várjuk!');
      expect(body.endsWith('Üdvözlettel:\nLuxe Beauty Studio\nAndrássy út 12., Budapest, Hungary\nTel.: +36 1 234 5678\nE-mail: hello@luxe.example.com')).toBe(true);
    });
  });

  describe('cancellation', () => {
    it('names the service and the time in both languages', () => {
      const en = composeEmail({ ...common, type: 'cancellation' }, 'en');
      expect(en.subject).toBe('Your appointment has been cancelled – Luxe Beauty Studio');
      expect(en.body).toContain('Service: Hajvágás & szárítás\nTime: Tuesday, 24 November 2026 at 09:05');
      const hu = composeEmail({ ...common, type: 'cancellation' }, 'hu');
      expect(hu.subject).toBe('Időpont lemondása – Luxe Beauty Studio');
      expect(hu.body).toContain('Ezúton tájékoztatjuk, hogy az alábbi foglalását töröltük.');
      expect(hu.body).toContain('Időpont: 2026. november 24., kedd 9:05');
    });
  });

  describe('service change', () => {
    const request: EmailRequest = { ...common, type: 'serviceChange', previousServiceName: 'Hajvágás', durationMinutes: 90 };

    it('gives the previous and the new service with its length', () => {
      expect(composeEmail(request, 'en').body).toContain('Previous service: Hajvágás\nNew service: Hajvágás & szárítás (90 minutes)');
      expect(composeEmail(request, 'hu').body).toContain('Korábbi szolgáltatás: Hajvágás\nÚj szolgáltatás: Hajvágás & szárítás (90 perc)');
      expect(composeEmail(request, 'hu').subject).toBe('Változás a foglalásában – Luxe Beauty Studio');
    });

    it('leaves the length out when unknown', () => {
      expect(composeEmail({ ...request, durationMinutes: null }, 'en').body).toContain('New service: Hajvágás & szárítás\n');
    });
  });

  describe('price change', () => {
    it('formats forints after the amount with space thousands', () => {
      const request: EmailRequest = { ...common, type: 'priceChange', previousPrice: 12500, price: 1234567, currency: HUF };
      expect(composeEmail(request, 'hu').body).toContain('Korábbi ár: 12 500 Ft\nÚj ár: 1 234 567 Ft');
      expect(composeEmail(request, 'en').body).toContain('Previous price: 12 500 Ft\nNew price: 1 234 567 Ft');
      expect(composeEmail(request, 'en').subject).toBe('A price update for your appointment – Luxe Beauty Studio');
      expect(composeEmail(request, 'hu').subject).toBe('Árváltozás a foglalásában – Luxe Beauty Studio');
    });

    it('formats euros before the amount with cents, and a missing price in words', () => {
      const request: EmailRequest = { ...common, type: 'priceChange', previousPrice: null, price: 1045.5, currency: EUR };
      expect(composeEmail(request, 'en').body).toContain('Previous price: price on request\nNew price: €1,045.50');
      expect(composeEmail(request, 'hu').body).toContain('Korábbi ár: egyeztetés szerint\nÚj ár: €1,045.50');
    });
  });

  describe('dates in the salon zone across a clock change', () => {
    it('gives the wall time the customer sees before and after the October change in Budapest', () => {
      const before = wallTimeOf(new Date('2026-10-24T08:00:00Z'), 'Europe/Budapest');
      const after = wallTimeOf(new Date('2026-10-26T09:00:00Z'), 'Europe/Budapest');
      expect([before, after]).toEqual([
        { date: '2026-10-24', time: '10:00' },
        { date: '2026-10-26', time: '10:00' },
      ]);
      const { body } = composeEmail({ ...common, type: 'timeChange', when: before, newWhen: after }, 'hu');
      expect(body).toContain('Korábbi időpont: 2026. október 24., szombat 10:00\nÚj időpont: 2026. október 26., hétfő 10:00');
    });

    it('uses the salon zone, not the process zone, near midnight (spring change in New York)', () => {
      const when = wallTimeOf('2026-03-08T07:30:00Z', 'America/New_York');
      expect(when).toEqual({ date: '2026-03-08', time: '03:30' });
      expect(composeEmail({ ...common, type: 'cancellation', when }, 'en').body).toContain('Time: Sunday, 8 March 2026 at 03:30');
    });
  });

  describe('signature and greeting', () => {
    it('leaves out missing contact details and greets without a name', () => {
      const { body } = composeEmail({ ...common, customerName: ' ', salon: { name: 'Studio Nord', phone: '', email: null, city: 'Győr' }, type: 'cancellation' }, 'hu');
      expect(body.startsWith('Kedves Vendégünk!\n\n')).toBe(true);
      expect(body.endsWith('Üdvözlettel:\nStudio Nord\nGyőr')).toBe(true);
      expect(composeEmail({ ...common, customerName: '', type: 'cancellation' }, 'en').body.startsWith('Dear Customer,\n\n')).toBe(true);
    });
  });
});
