/**
 * Words to match on, offline: irregular forms folded to their lemma (wink-lemmatizer: "went" → go, "children" →
 * child), then Porter stems (stemmer: "married"/"marry" → marri), then a small thesaurus of the paraphrases people
 * use when asking about a recording ("wed" for "marry", "purchase" for "buy"), so a question need not use the
 * transcript's own words. Questions also get a role: who / when / where / how many / why, and the sentences that
 * can answer that kind of question are recognised by their shape (names, dates, places, numbers, reasons).
 */
import { stemmer } from 'stemmer';
import lemmatizer from 'wink-lemmatizer';

export const STOP_WORDS = new Set(
  'a an and are as at be been but by did do does for from had has have he her his how i if in into is it its me my no not of on or our she so that the their them then there these they this to too was we were what when where which who whom why will with would you your about can could should'.split(
    ' ',
  ),
);

/** Groups of words that mean the same for finding a passage (each word is folded like any other first). */
const SYNONYM_GROUPS = [
  'marry wed wedding marriage husband wife spouse bride groom',
  'buy purchase acquire',
  'sell sold',
  'begin start commence',
  'end finish complete conclude stop',
  'big large huge enormous',
  'small little tiny',
  'say tell speak talk mention state',
  'car automobile vehicle',
  'house home',
  'job work employment career occupation',
  'money cash fund payment',
  'price cost fee charge',
  'die death dead decease',
  'born birth',
  'child kid son daughter',
  'happy glad pleased joy',
  'sad unhappy sorrow',
  'angry mad furious',
  'help assist aid',
  'problem issue trouble difficulty',
  'fix repair solve',
  'learn study',
  'teacher professor instructor tutor',
  'doctor physician',
  'leave depart',
  'arrive reach',
  'build construct',
  'quick fast rapid',
  'error mistake fault',
  'plan proposal idea',
  'agree accept approve',
  'refuse reject decline',
  'meet meeting',
  'rich wealthy',
  'poor needy',
  'friend companion',
  'travel journey trip voyage',
  'ask question inquire',
  'answer reply respond',
  'deadline due',
  'town city village',
  'live reside dwell',
];

function fold(word: string): string {
  return stemmer(lemmatizer.lemmatizeNoun(lemmatizer.lemmatizeVerb(word)));
}

const CANONICAL = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const words = group.split(' ').map(fold);
  for (const word of words) if (!CANONICAL.has(word)) CANONICAL.set(word, words[0]!);
}

/** A word as matched: lemma → stem → its synonym group's first member. */
export function matchForm(word: string): string {
  const folded = fold(word);
  return CANONICAL.get(folded) ?? folded;
}

/** The content words of a text in their matching form (stop words dropped). */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [])
    .map((t) => t.replace(/'s$|'/g, ''))
    .filter((t) => t && !STOP_WORDS.has(t))
    .map(matchForm);
}

export type QuestionRole = 'person' | 'time' | 'place' | 'quantity' | 'reason' | null;

/** What kind of answer a question asks for, from its question word. */
export function questionRole(question: string): QuestionRole {
  const q = question.toLowerCase();
  if (/\bhow (many|much|long|old|far|often)\b/.test(q)) return 'quantity';
  if (/\b(who|whom|whose)\b/.test(q)) return 'person';
  if (/\b(when|what (year|day|date|time|month))\b/.test(q)) return 'time';
  if (/\bwhere\b/.test(q)) return 'place';
  if (/\b(why|what for|for what reason)\b/.test(q)) return 'reason';
  return null;
}

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const ROLE_SHAPES: Record<Exclude<QuestionRole, null>, RegExp[]> = {
  // A name inside a sentence (a capitalised word that does not open it), a title, or a person pronoun.
  person: [/(?<=[\p{L},;] )\p{Lu}\p{Ll}+/u, /\b(mr|mrs|ms|miss|dr|sir|lady|lord)\b/i, /\b(he|she|him|her|they)\b/i],
  time: [
    /\b(1[5-9]\d\d|20\d\d)\b/,
    new RegExp(`\\b(${MONTHS})\\b`, 'i'),
    /\b(yesterday|today|tomorrow|tonight|morning|evening|afternoon|night|ago|o'clock|year|years|month|week|later|before|after|then|since|until)\b/i,
  ],
  place: [
    /\b(in|at|to|from|near|into|across)\s+(the\s+)?\p{Lu}/u,
    /\b(city|town|village|country|house|home|street|room|school|church|office|river|island|land|abroad)\b/i,
  ],
  quantity: [
    /\d/,
    /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen|half|several|many|few)\b/i,
  ],
  reason: [/\b(because|since|so that|due to|in order to|reason|therefore|why|as a result|owing to)\b/i],
};

/** Whether a passage has the shape of an answer to a question of this role. */
export function fitsRole(text: string, role: QuestionRole): boolean {
  return role ? ROLE_SHAPES[role].some((shape) => shape.test(text)) : false;
}
