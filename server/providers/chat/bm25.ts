/**
 * Okapi BM25 ranking over short passages (transcript windows). Small enough to own: tokenise, count,
 * score with the usual k1/b; words are compared in their folded form (lemma, Porter stem, synonym group).
 */
import { contentWords } from './words';
/** Content words in their matching form (lemma, stem, synonym group): see words.ts. */
export function tokenize(text: string): string[] {
  return contentWords(text);
}

interface Bm25Options {
  k1?: number;
  b?: number;
}

/** Scores every document against the query; returns `{ index, score }` for documents with a positive score, best first. */
export function rankBm25(
  documents: readonly string[],
  query: string,
  options: Bm25Options = {},
): Array<{ index: number; score: number }> {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.75;
  const docs = documents.map(tokenize);
  const terms = [...new Set(tokenize(query))];
  if (!terms.length || !docs.length) return [];
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / docs.length || 1;
  const documentFrequency = new Map<string, number>();
  for (const term of terms) documentFrequency.set(term, docs.filter((d) => d.includes(term)).length);
  const n = docs.length;
  const results: Array<{ index: number; score: number }> = [];
  docs.forEach((tokens, index) => {
    let score = 0;
    for (const term of terms) {
      const tf = tokens.filter((t) => t === term).length;
      if (!tf) continue;
      const df = documentFrequency.get(term)!;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      score += idf * ((tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * tokens.length) / avgLength)));
    }
    if (score > 0) results.push({ index, score });
  });
  return results.sort((x, y) => y.score - x.score || x.index - y.index);
}
