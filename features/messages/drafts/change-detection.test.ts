import { describe, expect, it } from 'vitest';
import { detectChanges, emailTypeFor, type ChangeSnapshot } from '@/features/messages/drafts/change-detection';

const before: ChangeSnapshot = {
  appointment_date: '2026-11-24',
  appointment_time: '10:00',
  service_name: 'Haircut',
  service_duration: 60,
  custom_duration: null,
  service_price: 12500,
  status: 'pending',
};

describe('detectChanges', () => {
  it('finds nothing when nothing changed (whitespace in the name does not count)', () => {
    expect(detectChanges(before, { ...before, service_name: ' Haircut ' })).toEqual([]);
  });

  it('maps each field to its change type', () => {
    expect(detectChanges(before, { ...before, appointment_date: '2026-11-25' })).toEqual(['timeChange']);
    expect(detectChanges(before, { ...before, appointment_time: '10:15' })).toEqual(['timeChange']);
    expect(detectChanges(before, { ...before, service_name: 'Colouring' })).toEqual(['serviceChange']);
    expect(detectChanges(before, { ...before, service_duration: 90 })).toEqual(['serviceChange']);
    expect(detectChanges(before, { ...before, custom_duration: 45 })).toEqual(['serviceChange']);
    expect(detectChanges(before, { ...before, service_price: 15000 })).toEqual(['priceChange']);
    expect(detectChanges(before, { ...before, service_price: null })).toEqual(['priceChange']);
    expect(detectChanges(before, { ...before, status: 'cancelled' })).toEqual(['cancellation']);
    expect(detectChanges(before, { ...before, status: 'confirmed' })).toEqual(['confirmation']);
    expect(detectChanges(before, { ...before, status: 'completed' })).toEqual([]);
  });

  it('a custom duration equal to the service duration is no change of length', () => {
    expect(detectChanges(before, { ...before, custom_duration: 60 })).toEqual([]);
  });

  it('only a status that becomes cancelled or confirmed counts', () => {
    const cancelled = { ...before, status: 'cancelled' };
    expect(detectChanges(cancelled, cancelled)).toEqual([]);
    expect(detectChanges(cancelled, { ...cancelled, status: 'confirmed' })).toEqual(['confirmation']);
  });

  it('lists every change in the priority order timeChange, cancellation, serviceChange, priceChange, confirmation', () => {
    const all = detectChanges(before, { ...before, appointment_time: '11:00', service_name: 'Colouring', service_price: 1, status: 'cancelled' });
    expect(all).toEqual(['timeChange', 'cancellation', 'serviceChange', 'priceChange']);
    expect(detectChanges(before, { ...before, service_price: 1, status: 'confirmed', custom_duration: 30 })).toEqual(['serviceChange', 'priceChange', 'confirmation']);
  });
});

describe('emailTypeFor', () => {
  it('takes the highest-priority change, whatever order the list is in', () => {
    expect(emailTypeFor(['priceChange', 'cancellation', 'timeChange'], true)).toBe('timeChange');
    expect(emailTypeFor(['priceChange', 'cancellation'], true)).toBe('cancellation');
    expect(emailTypeFor(['confirmation', 'priceChange', 'serviceChange'], true)).toBe('serviceChange');
    expect(emailTypeFor(['confirmation', 'priceChange'], true)).toBe('priceChange');
  });

  it('gives no preview without changes, with auto-generation off, or for a confirmation alone (no template)', () => {
    expect(emailTypeFor([], true)).toBeNull();
    expect(emailTypeFor(['timeChange'], false)).toBeNull();
    expect(emailTypeFor(['confirmation'], true)).toBeNull();
  });
});
