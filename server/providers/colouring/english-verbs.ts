/**
 * What a subject does, and how it looks, is neither drawn nor reported: "a cat that purrs", "a snail crawls on a leaf",
 * "two kittens chase a ball", "a thick-lined windy scene" name a cat, a snail, kittens, a leaf and a ball, not a
 * "purrs", a "crawls" or a "thick" we cannot draw. wink-lexicon (about 13,000 English words with the parts of speech
 * each can be, most common first) tells what a word can be; the word before it tells which it is here.
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
 * than naming a thing; `wordAfter` is the next word (lower case), if any. A word of the table is drawn ("cat toys",
 * "bird houses" are things, though the lexicon allows toys and houses as verbs) unless saysWhatOneThingDoes.
 */
export function saysWhatItDoes(word: string, before: WordBefore, wordAfter = ''): boolean {
  const tags = lexicon[word];
  if (tags?.[0] === 'UH') return true; // hello, oh
  if (tags && tags.some(isVerb) && !tags.some(isNoun)) return true; // sings, floats, eats
  const after = before.word;
  const subjectBefore = before.isSubject || BEFORE_A_VERB_IN_S.has(after) || BEFORE_A_PLAIN_VERB.has(after);
  if (!subjectBefore) return false;
  if (actsOnAThing(word, before, wordAfter)) return true;
  const pluralBefore = BEFORE_A_PLAIN_VERB.has(after) || (before.isSubject && isPlural(after));
  // "A horse gallops", "a pirate sails": a word in -s right after one thing named. Unknown words too (purrs, gallops
  // are not in the lexicon); a word only ever a plural noun is not taken (dog bones).
  if (!pluralBefore && /[^s]s$/.test(word)) return tags === undefined || tags.includes('VBZ');
  // "Kittens chase": the plain form after several.
  return pluralBefore && isPlainVerb(word);
}

/** Words that start what a verb acts on (building a dam, painting the fence). */
const OBJECT_FOLLOWS = new Set(['a', 'an', 'the', 'his', 'her', 'its', 'their', 'some', 'my', 'our', 'your']);

/** Words before a thing named in the singular (a penguin, the robot, my dog). */
const ONE_THING = new Set([
  'a',
  'an',
  'one',
  'each',
  'every',
  'this',
  'that',
  'the',
  'my',
  'your',
  'our',
  'his',
  'her',
]);

/**
 * Whether `word`, a word the table draws, says here what the one thing named before it does: "a penguin slides on the
 * ice", "the robot waves hello", "a bear fishes in the river" (a slide, the sea and a fish were drawn). After one thing
 * a plural noun would not follow (no one writes "a cat toys"), so a word the lexicon allows as a verb in -s is one.
 * `before`: the subject word right before it; `determiner`: the word before that.
 */
export function saysWhatOneThingDoes(word: string, before: WordBefore, determiner: string, wordAfter = ''): boolean {
  if (actsOnAThing(word, before, wordAfter)) return true;
  if (!before.isSubject || !ONE_THING.has(determiner) || isPlural(before.word)) return false;
  return isVerbInS(word);
}

/**
 * "A beaver building a dam", "a girl painting a picture": a word in -ing that can be a verb, between a thing named and
 * another thing (a building, a painting elsewhere).
 */
function actsOnAThing(word: string, before: WordBefore, wordAfter: string): boolean {
  return before.isSubject && (lexicon[word]?.includes('VBG') ?? false) && OBJECT_FOLLOWS.has(wordAfter);
}

/** Whether `word` can be a verb in -s (rides, is, waves): what one person or thing does. */
export function isVerbInS(word: string): boolean {
  if (!/[^s]s$/.test(word)) return false;
  if (lexicon[word]?.includes('VBZ')) return true;
  // The lexicon lists some -s forms as plural nouns only (waves): their plain form as a verb (wave) tells.
  const plainForms = word.endsWith('ies')
    ? [`${word.slice(0, -3)}y`]
    : word.endsWith('es')
      ? [word.slice(0, -1), word.slice(0, -2)]
      : [word.slice(0, -1)];
  return plainForms.some((form) => lexicon[form]?.includes('VB') ?? false);
}

/** Whether `word` can be the plain form of a verb (build, ride, play): what several people do. */
export function isPlainVerb(word: string): boolean {
  const tags = lexicon[word];
  return tags !== undefined && (tags.includes('VBP') || tags.includes('VB'));
}

/**
 * Whether `word` (lower case, one the table does not know) only says how something looks: the lexicon's commonest
 * reading is an adjective or adverb (thick, realistic, easy), or it is a noun with -y that the lexicon lacks (windy,
 * fluffy: wind, fluff). A noun the lexicon knows in -y (party, lady) is no such word.
 */
export function onlyDescribes(word: string): boolean {
  const tags = lexicon[word];
  if (tags) return /^(?:JJ|RB)/.test(tags[0]!);
  if (!/[^aeiouy]y$/.test(word) || word.length < 5) return false;
  const stem = word.slice(0, -1);
  // A doubled consonant before the -y (fluffy → fluff, but sunny → sun, chubby → chub).
  const stems = /(.)\1$/.test(stem) ? [stem, stem.slice(0, -1)] : [stem];
  return stems.some((form) => lexicon[form]?.some(isNoun) ?? false);
}

/** Whether the lexicon knows `word` (lower case) in any form: an English word, not a typo. */
export function isEnglishWord(word: string): boolean {
  return lexicon[word] !== undefined;
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
