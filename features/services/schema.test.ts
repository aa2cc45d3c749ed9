import { describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES, emptyServiceForm, serviceCreateSchema, serviceFormSchema } from '@/features/services/schema';
import { EDIT_APPOINTMENT_MESSAGES } from '@/lib/validation/appointment-edit';

const valid = { ...emptyServiceForm('HUF'), name: ' Gel  Manicure ', category: '  ', price: '9000' };

describe('service form schema', () => {
  it('cleans the form and parses its own output again (form, then action)', () => {
    const once = serviceFormSchema.parse(valid);
    expect(once).toEqual({ ...valid, name: 'Gel Manicure', category: null, tooltip: null, duration_minutes: 60, price: 9000, processing_start_minutes: 0, processing_minutes: 0, buffer_minutes: 0 });
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

  it('takes processing time that leaves hands-on time before and after it, and a clean-up', () => {
    const colour = serviceFormSchema.parse({ ...valid, duration_minutes: '120', processing_start_minutes: '30', processing_minutes: '45', buffer_minutes: '15' });
    expect(colour).toMatchObject({ processing_start_minutes: 30, processing_minutes: 45, buffer_minutes: 15 });
    expect(serviceCreateSchema.parse(colour)).toEqual(colour);
  });

  it.each([
    [{ processing_minutes: '45' }, 'processing_start_minutes', SERVICE_MESSAGES.processingStartRequired],
    [{ processing_start_minutes: '30', processing_minutes: '30' }, 'processing_minutes', SERVICE_MESSAGES.processingTooLong],
    [{ processing_start_minutes: '30', processing_minutes: '481' }, 'processing_minutes', SERVICE_MESSAGES.processingInvalid],
    [{ buffer_minutes: '7.5' }, 'buffer_minutes', SERVICE_MESSAGES.bufferInvalid],
    [{ buffer_minutes: '-5' }, 'buffer_minutes', SERVICE_MESSAGES.bufferInvalid],
  ])('refuses the segments %j', (fields, path, message) => {
    const result = serviceFormSchema.safeParse({ ...valid, ...fields });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [path], message })]);
  });
});
