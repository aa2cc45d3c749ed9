import { describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES, emptyServiceForm, serviceCreateSchema, serviceFormSchema } from '@/features/services/schema';
import { EDIT_APPOINTMENT_MESSAGES } from '@/lib/validation/appointment-edit';

const valid = { ...emptyServiceForm('HUF'), name: ' Gel  Manicure ', category: '  ', price: '9000' };

describe('service form schema', () => {
  it('cleans the form and parses its own output again (form, then action)', () => {
    const once = serviceFormSchema.parse(valid);
    expect(once).toEqual({ ...valid, name: 'Gel Manicure', category: null, tooltip: null, duration_minutes: 60, price: 9000 });
    expect(serviceCreateSchema.parse(once)).toEqual(once);
    const onRequest = serviceFormSchema.parse({ ...valid, price_on_request: true, price: 'anything' });
    expect(onRequest.price).toBeNull();
    expect(serviceCreateSchema.parse(onRequest)).toEqual(onRequest);
  });

  it.each([
    ['', SERVICE_MESSAGES.priceRequired],
    ['-1', SERVICE_MESSAGES.priceNegative],
    ['12.345', SERVICE_MESSAGES.priceDecimals],
    ['1e3', EDIT_APPOINTMENT_MESSAGES.priceInvalid],
    ['100000001', SERVICE_MESSAGES.priceTooHigh],
  ])('refuses the price %j', (price, message) => {
    const result = serviceFormSchema.safeParse({ ...valid, price });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['price'], message })]);
  });

  it('reports the price with the other fields, not after them', () => {
    for (const duration of ['', '10.5', 'abc']) {
      const result = serviceFormSchema.safeParse({ ...valid, name: '', duration_minutes: duration, price: '' });
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'duration_minutes', 'price']);
    }
  });
});
