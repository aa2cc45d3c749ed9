import { randomInt } from 'node:crypto';

// Letters and digits a person cannot misread when copying from a screen (no 0/o, 1/l/i).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * The password an owner hands to a new staff member, shown once: 16 characters from 31
 * (about 79 bits) in four groups, e.g. 'k7pm-x3qa-9tue-wd2h'.
 */
export function generateOneTimePassword(): string {
  return Array.from({ length: GROUPS }, () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')).join('-');
}
