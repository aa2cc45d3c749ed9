import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';
import { SERVER_MESSAGE_KEYS } from '@/features/booking/server-messages';

type Catalogue = { [key: string]: string | Catalogue };

/** Every message of a catalogue by its dotted key. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The ICU arguments a message names ('{count, plural, …}', '{salon}'), those inside its options included. */
function argumentsOf(message: string): Set<string> {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return names;
}

const english = flatten(en);
const hungarian = flatten(hu);

describe('the catalogues', () => {
  it('have the same keys in English and Hungarian', () => {
    expect([...hungarian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('name the same arguments in both languages, and no message is empty', () => {
    for (const [key, message] of english) {
      expect(message.trim(), key).not.toBe('');
      expect(hungarian.get(key)?.trim(), key).not.toBe('');
      expect(argumentsOf(hungarian.get(key) ?? ''), key).toEqual(argumentsOf(message));
    }
  });

  it('translate every Hungarian message (none is left in English, bar names and symbols)', () => {
    const same = [...english].filter(([key, message]) => hungarian.get(key) === message && /[a-z]{3}/i.test(message.replace(/\{[^}]*\}/g, '')));
    expect(same).toEqual([]);
  });

  it("keep the server's English texts verbatim under their keys", () => {
    for (const [text, key] of Object.entries(SERVER_MESSAGE_KEYS)) expect(english.get(`Server.${key}`), key).toBe(text);
  });
});
