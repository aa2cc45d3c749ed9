import { describe, expect, it } from 'vitest';
import { zoneName } from './zone-name';

describe('zoneName', () => {
  it("names a zone in the visitor's language, never by its id", () => {
    expect(zoneName('Europe/Budapest', 'en')).toBe('Central European Time');
    expect(zoneName('Europe/Budapest', 'hu')).toBe('közép-európai idő');
    expect(zoneName('America/New_York', 'en')).toBe('Eastern Time');
  });

  it("says UTC in words, not as an offset", () => {
    expect(zoneName('UTC', 'en')).toBe('Coordinated Universal Time');
  });

  it("falls back to the id's city for a zone Intl does not know", () => {
    expect(zoneName('Mars/Olympus_Mons', 'en')).toBe('Olympus Mons');
  });
});
