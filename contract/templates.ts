/**
 * Recognising a filled-in English message by its template, to show it in another language: the widgets' logic and
 * the server speak English (the spec's messages, the server's reasons); the page shows them in its own language.
 */
import { fill } from './fill';

/** A template as a pattern: its `{slots}` match any text (captured; a slot named twice must match the same text). */
function templatePattern(template: string): RegExp {
  const seen = new Set<string>();
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const source = escaped.replace(/\\?\{(\w+)\\?\}/g, (_slot, name: string) => {
    if (seen.has(name)) return `\\k<${name}>`;
    seen.add(name);
    return `(?<${name}>.+?)`;
  });
  return new RegExp(`^${source}$`, 's'); // `s`: a slot may hold a multi-line value
}

/**
 * A translator for `known` pairs of an English template and its translation (read from the dictionary `T` of the
 * page): a message matching a template comes back translated with its slots carried over (`slotValue` may rename a
 * value, such as a select's English option); any other message comes back unchanged.
 */
export function templateTranslator<T>(
  known: ReadonlyArray<readonly [english: string, translated: (dictionary: T) => string]>,
): (message: string, dictionary: T, slotValue?: (value: string) => string) => string {
  const patterns = known.map(([english, translated]) => ({ pattern: templatePattern(english), translated }));
  return (message, dictionary, slotValue = (value) => value) => {
    for (const { pattern, translated } of patterns) {
      const match = pattern.exec(message);
      if (!match) continue;
      const values = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([slot, value]) => [slot, slotValue(value)]),
      );
      return fill(translated(dictionary), values);
    }
    return message;
  };
}
