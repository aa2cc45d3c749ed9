import { describe, expect, it } from 'vitest';
import { greetingName, LINK_REMOVED, neutralizeName } from './customer-name';
import { MESSAGE_TEMPLATES } from '@/features/messages/templates';

describe('a visitor name in e-mails', () => {
  it.each([
    'Claim your prize at http://prize.example/win now',
    'Visit www.prize.example',
    'prize.example/win',
    'Write to win@prize.example',
    'mailto:win@prize.example',
    'Open hxxp://x javascript:alert(1)',
    'prize。example', // an ideographic full stop
    'bit.ly/abc',
  ])('%s carries no link or address into a message', (name) => {
    const { name: cleaned, changed } = neutralizeName(name);
    expect(changed).toBe(true);
    expect(cleaned).toContain(LINK_REMOVED);
    expect(cleaned).not.toMatch(/prize[.。]|example|bit\.ly|@|:\/\//);
    expect(greetingName(name)).toBe('');
  });

  it.each(['Anna Kovács', 'Dr. Anna Kovács-Nagy', "Seán O'Brien", 'J.R. Smith', 'Nóra Nagy (Mrs.)', 'Zoë  Müller'])('%s is kept as typed', (name) => {
    expect(neutralizeName(name)).toEqual({ name: name.trim(), changed: false });
  });

  it('the greetings fall back to the generic form in both languages', () => {
    const facts = {
      customerName: 'Claim your prize at http://prize.example/win now',
      salon: { name: 'Luxe' },
      serviceName: 'Cut',
      when: { date: '2026-11-24', time: '10:00', timeZone: 'Europe/Budapest' },
      manageUrl: 'http://localhost/book/manage/x',
      stopRemindersUrl: 'http://localhost/book/manage/x/stop-reminders',
    } as const;
    expect(MESSAGE_TEMPLATES.en.confirmation(facts as never).body).toMatch(/^Dear Customer,/);
    expect(MESSAGE_TEMPLATES.hu.confirmation(facts as never).body).toMatch(/^Kedves Vendégünk!/);
  });
});
