/** Word error rate (Levenshtein distance over words / reference length), after light normalisation. */
const EQUIVALENTS: Record<string, string> = { mr: 'mister', mrs: 'missus', dr: 'doctor' };

function normalizeWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9']+/g) ?? []).map((w) => EQUIVALENTS[w] ?? w);
}

export function wordErrorRate(reference: string, hypothesis: string): number {
  const ref = normalizeWords(reference);
  const hyp = normalizeWords(hypothesis);
  if (!ref.length) return hyp.length ? 1 : 0;
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[hyp.length]! / ref.length;
}
