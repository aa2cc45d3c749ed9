import { describe, expect, it } from 'vitest';
import { findDemoSalon } from '@/features/booking/data/public-salons';
import { DEMO_SALON_ID } from '@/lib/demo-salon';
import { createTestSalon } from '@/tests/support/db';

describe('findDemoSalon', () => {
  it('is the fixed demo salon, whatever other salons are called', async () => {
    // An owner names a new salon like the demo one: the demo routes must not move to it.
    await createTestSalon({ name: 'luxe beauty studio' });
    await createTestSalon({ name: 'LUXE BEAUTY STUDIO' });
    for (let i = 0; i < 5; i++) expect((await findDemoSalon())?.id).toBe(DEMO_SALON_ID);
  });
});
