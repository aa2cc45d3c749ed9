// The visitor pages' words in each language (messages/<locale>.json). Every key exists in both
// (features/booking/catalogues.test.ts).
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';
import type { Locale } from './locale';

export const CATALOGUES: Record<Locale, typeof en> = { en, hu };
