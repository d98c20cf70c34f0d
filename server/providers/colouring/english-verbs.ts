/**
 * What a subject does is neither drawn nor reported: "a cat that purrs", "a snail crawls on a leaf", "two kittens chase
 * a ball" name a cat, a snail, kittens, a leaf and a ball, not a "purrs" or a "crawls" we cannot draw. wink-lexicon
 * (about 13,000 English words with the parts of speech each can be, installed with wink-lemmatizer) tells what a word
 * can be; the word before it tells which it is here.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const lexicon = require('wink-lexicon/src/lexicon.js') as Readonly<Record<string, readonly string[] | undefined>>;

/** Words after which a word in -s says what someone does (the cat that purrs, she sings). */
const BEFORE_A_VERB_IN_S = new Set(['that', 'who', 'which', 'he', 'she', 'it']);
/** Words after which a word's plain form says what they do (they dance, kittens chase). */
const BEFORE_A_PLAIN_VERB = new Set(['they', 'we', 'you', 'i']);

/** The word before, as the prompt reader sees it. */
export interface WordBefore {
  word: string;
  /** Whether it names a subject of the word table (a horse, kittens). */
  isSubject: boolean;
}

/**
 * Whether `word` (lower case, one the word table does not know) says what something does, or is a greeting, rather
 * than naming a thing. Words of the table are always drawn: "cat toys" and "bird houses" are things, and the lexicon
 * allows toys and houses as verbs as well.
 */
export function saysWhatItDoes(word: string, before: WordBefore): boolean {
  const tags = lexicon[word];
  if (tags?.[0] === 'UH') return true; // hello, oh
  if (tags && tags.some(isVerb) && !tags.some(isNoun)) return true; // sings, floats, eats
  const after = before.word;
  const subjectBefore = before.isSubject || BEFORE_A_VERB_IN_S.has(after) || BEFORE_A_PLAIN_VERB.has(after);
  if (!subjectBefore) return false;
  const pluralBefore = BEFORE_A_PLAIN_VERB.has(after) || (before.isSubject && isPlural(after));
  // "A horse gallops", "a pirate sails": a word in -s right after one thing named. Unknown words too (purrs, gallops
  // are not in the lexicon); a word only ever a plural noun is not taken (dog bones).
  if (!pluralBefore && /[^s]s$/.test(word)) return tags === undefined || tags.includes('VBZ');
  // "Kittens chase": the plain form after several.
  return pluralBefore && tags !== undefined && (tags.includes('VBP') || tags.includes('VB'));
}

function isVerb(tag: string): boolean {
  return tag.startsWith('VB');
}

function isNoun(tag: string): boolean {
  return tag.startsWith('NN');
}

/** Whether a word naming a subject is in the plural (kittens, horses): the lexicon's word, else its ending. */
function isPlural(word: string): boolean {
  const tags = lexicon[word];
  if (tags?.includes('NNS')) return true;
  if (tags?.includes('NN')) return false;
  return /[^s]s$/.test(word);
}
