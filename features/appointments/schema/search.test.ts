import { describe, expect, it } from 'vitest';
import { appointmentSearchSchema, searchPlan } from '@/features/appointments/schema/search';

describe('searchPlan', () => {
  it('reads a written phone number as its digits', () => {
    expect(searchPlan('+36 30 123-4567')).toEqual({ phoneDigits: '36301234567', terms: [] });
    expect(searchPlan('(06) 30/123')).toEqual({ phoneDigits: '0630123', terms: [] });
  });

  it('splits anything else into words (a bare number is a word: it may be in a name, an e-mail or a phone)', () => {
    expect(searchPlan('Anna cut')).toEqual({ phoneDigits: null, terms: ['Anna', 'cut'] });
    expect(searchPlan('4567')).toEqual({ phoneDigits: null, terms: ['4567'] });
    expect(searchPlan('+3 6')).toEqual({ phoneDigits: null, terms: ['+3', '6'] });
    expect(searchPlan('')).toEqual({ phoneDigits: null, terms: [] });
  });
});

describe('appointmentSearchSchema', () => {
  it('fills the defaults and sanitises the query', () => {
    expect(appointmentSearchSchema.parse({ query: '  <b>Anna</b>\n Kovács ' })).toEqual({ query: 'Anna Kovács', order: 'desc', page: 1, pageSize: 20 });
  });

  it('counts the limit on the cleaned query', () => {
    expect(appointmentSearchSchema.safeParse({ query: `<i>${'a'.repeat(200)}</i>` }).success).toBe(true);
    expect(appointmentSearchSchema.safeParse({ query: 'a'.repeat(201) }).success).toBe(false);
  });
});
