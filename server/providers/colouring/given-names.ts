/**
 * Given names, so a child's name in a prompt ("Leo rides a dinosaur", "Oliver is a pirate", "Lucía juega con su gato")
 * is neither drawn nor reported as a thing we cannot draw. The lists are @faker-js/faker's first names for English,
 * Spanish, French and German (about 5,000, MIT), compared without accents (Léo, Chloe).
 */
import { faker as de } from '@faker-js/faker/locale/de';
import { faker as en } from '@faker-js/faker/locale/en';
import { faker as es } from '@faker-js/faker/locale/es';
import { faker as fr } from '@faker-js/faker/locale/fr';

let names: ReadonlySet<string> | null = null;

/** A word without accents, in lower case (Léo → leo). */
function withoutAccents(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function givenNames(): ReadonlySet<string> {
  if (names) return names;
  const all = new Set<string>();
  for (const locale of [en, es, fr, de]) {
    const lists = locale.definitions.person?.first_name ?? {};
    for (const list of Object.values(lists))
      for (const name of list ?? []) if (!/\s/.test(name)) all.add(withoutAccents(name));
  }
  names = all;
  return names;
}

/** Whether `word` (as typed or in lower case) is a given name in one of the four languages. */
export function isGivenName(word: string): boolean {
  return givenNames().has(withoutAccents(word));
}
