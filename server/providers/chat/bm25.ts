/**
 * Okapi BM25 ranking over short passages (transcript windows). Small enough to own: tokenise, count,
 * score with the usual k1/b; a light English stop-word list and suffix folding keep "disposed"/"dispose" close.
 */
const STOP_WORDS = new Set(
  'a an and are as at be been but by did do does for from had has have he her his how i if in into is it its me my no not of on or our she so that the their them then there these they this to too was we were what when where which who whom why will with would you your about can could should'.split(
    ' ',
  ),
);

function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const suffix of ['ingly', 'edly', 'ing', 'ies', 'ied', 'ed', 'es', 'ly', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [])
    .map((t) => t.replace(/'s$|'/g, ''))
    .filter((t) => t && !STOP_WORDS.has(t))
    .map(stem);
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
