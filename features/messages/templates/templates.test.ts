import { describe, expect, it } from 'vitest';
import { browserLanguage } from '@/lib/i18n/locale';
import { headerSafe, MESSAGE_TEMPLATES, type AppointmentFacts } from '@/features/messages/templates';

const facts: AppointmentFacts = {
  customerName: 'Anna Kovács',
  salon: { name: 'Luxe Beauty Studio', address: 'Andrássy út 12', city: 'Budapest', phone: '+36 1 234 5678', email: 'hello@luxe.example.com' },
  serviceName: "Women's Haircut",
  when: { date: '2026-11-24', time: '09:30' },
  stylistName: 'Nóra Nagy',
  manageUrl: 'https://book.example.com/book/manage/abc',
  stopRemindersUrl: 'https://book.example.com/book/manage/abc/stop-reminders',
};

describe('automatic messages', () => {
  it('a Hungarian confirmation: polite form, Hungarian date, 24-hour time, the links and the salon', () => {
    const { subject, body } = MESSAGE_TEMPLATES.hu.confirmation(facts);
    expect(subject).toBe('Foglalását visszaigazoljuk – Luxe Beauty Studio');
    expect(body).toContain('Kedves Anna Kovács!');
    expect(body).toContain('Időpont: 2026. november 24., kedd 9:30');
    expect(body).toContain('Munkatárs: Nóra Nagy');
    expect(body).toContain(facts.manageUrl);
    expect(body).toContain(`Ha nem kér több emlékeztetőt: ${facts.stopRemindersUrl}`);
    expect(body).toContain('Andrássy út 12, Budapest');
  });

  it('an English reminder names the time in the salon zone and the way to cancel', () => {
    const { subject, body } = MESSAGE_TEMPLATES.en.reminder({ ...facts, stylistName: null });
    expect(subject).toBe('Reminder of your appointment – Luxe Beauty Studio');
    expect(body).toContain('Time: Tuesday, 24 November 2026 at 09:30');
    expect(body).not.toContain('Stylist:');
    expect(body).toContain(facts.manageUrl);
  });

  it('every language has every message', () => {
    expect(Object.keys(MESSAGE_TEMPLATES.hu).sort()).toEqual(Object.keys(MESSAGE_TEMPLATES.en).sort());
  });
});

describe('headerSafe', () => {
  it('keeps a subject on one line, so no field can add a header', () => {
    expect(headerSafe('Booked\r\nBcc: spy@evil.test')).toBe('Booked Bcc: spy@evil.test');
    expect(headerSafe(`a\u2028b\u0085c`)).toBe('a b c');
    expect(headerSafe('x'.repeat(300))).toHaveLength(200);
  });
});

describe('browserLanguage', () => {
  it('takes the first of English and Hungarian by preference, else none', () => {
    expect(browserLanguage('hu-HU,hu;q=0.9,en-US;q=0.8')).toBe('hu');
    expect(browserLanguage('de-DE,en;q=0.5,hu;q=0.7')).toBe('hu');
    expect(browserLanguage('en-GB,hu;q=0.9')).toBe('en');
    expect(browserLanguage('de-DE')).toBeNull();
    expect(browserLanguage('hu;q=0')).toBeNull();
    expect(browserLanguage(null)).toBeNull();
    expect(browserLanguage(`${'x,'.repeat(10_000)}hu`)).toBeNull();
  });
});
