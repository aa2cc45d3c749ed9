import { describe, expect, it } from 'vitest';
import { salonChoiceOf } from '@/lib/server/salon-choice';

const ID = '11111111-2222-4333-8444-555555555555';
const query = (search: string) => new URLSearchParams(search);

describe("the admin's remembered salon", () => {
  it("remembers an admin's ?salon= id", () => {
    expect(salonChoiceOf(query(`salon=${ID}&date=2026-11-23`), 'admin')).toBe(ID);
  });

  it('remembers nothing for staff, owners, signed-out visitors, or a value that is no id', () => {
    expect(salonChoiceOf(query(`salon=${ID}`), 'owner')).toBeNull();
    expect(salonChoiceOf(query(`salon=${ID}`), 'staff')).toBeNull();
    expect(salonChoiceOf(query(`salon=${ID}`), null)).toBeNull();
    expect(salonChoiceOf(query('salon=<script>'), 'admin')).toBeNull();
    expect(salonChoiceOf(query(''), 'admin')).toBeNull();
  });
});
