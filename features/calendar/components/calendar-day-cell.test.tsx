import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CalendarDayCell } from '@/features/calendar/components/calendar-day-cell';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';

const cell = (count: number, outside = false, language: 'en' | 'hu' = 'en') =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={language} messages={language === 'en' ? en : hu}>
      <CalendarDayCell
        date="2026-11-24"
        view="week"
        day={{ date: '2026-11-24', count, times: count ? ['10:00'] : [], fullnessPercentage: 10 }}
        blocked={false}
        closedReason={undefined}
        selected={false}
        today={false}
        outside={outside}
        onSelect={() => {}}
      />
    </NextIntlClientProvider>,
  );

describe('a calendar day', () => {
  it('counts its appointments in the right number', () => {
    expect(cell(1)).toContain('1 appt<');
    expect(cell(2)).toContain('2 appts<');
  });

  it("speaks the member's language: the date and the count in Hungarian", () => {
    const markup = cell(2, false, 'hu');
    expect(markup).toContain('aria-label="2026. november 24., kedd, 2 időpont"');
    expect(markup).toContain('2 db<');
  });

  it('marks a day of another month, muted with a dashed frame, unlike a day of this month', () => {
    const outside = cell(1, true);
    expect(outside).toContain('data-outside="true"');
    expect(outside).toContain('border-dashed');
    expect(cell(1)).not.toContain('border-dashed');
  });
});
