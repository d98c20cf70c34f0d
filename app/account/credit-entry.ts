/**
 * A credit history entry's description in the page's language. The server writes one English line per entry
 * (server/domain/credits/history.ts `describe`, also the CSV's): the kind, the task's tool and the known phrases are
 * read back from it and written again in the page's language; what the user or support typed (an adjustment's
 * reason, a video's title) and order numbers are kept as they are. English shows the server's line unchanged.
 */
import type { CreditHistoryEntry } from '#contract/credits';
import { fill } from '#app/i18n/fill';
import { enAccount as english } from '#app/i18n/messages/en-account';

type History = (typeof english)['history'];
const EN = english.history.entry;

/** The fixed phrases, English → their key. */
const PHRASES: ReadonlyArray<readonly [string, keyof History['entry']]> = [
  [EN.signupBonus, 'signupBonus'],
  [EN.granted, 'granted'],
  [EN.purchase, 'purchase'],
  [EN.transcriptQuestion, 'transcriptQuestion'],
  [EN.transcriptTranslation, 'transcriptTranslation'],
  [EN.retriedBySupport, 'retriedBySupport'],
  [EN.creditsUsed, 'creditsUsed'],
];

/** What a spend (or its refund) paid for, in `t`'s words. */
function spentOn(what: string, entry: CreditHistoryEntry, t: History): string {
  const tool = entry.task?.tool as keyof History['tool'] | undefined;
  if (tool && tool in t.tool && what === english.history.tool[tool]) return t.tool[tool];
  const phrase = PHRASES.find(([text]) => text === what);
  if (phrase) return t.entry[phrase[1]];
  const videoImport = 'Video import: ';
  if (what.startsWith(videoImport)) {
    const title = what.slice(videoImport.length);
    return fill(t.entry.videoImport, { title: title === EN.untitled ? t.entry.untitled : title });
  }
  return what;
}

export function describeEntry(entry: CreditHistoryEntry, t: History): string {
  if (t === english.history) return entry.description;
  const { description } = entry;
  switch (entry.kind) {
    case 'purchase': {
      const order = /^Order (.+)$/.exec(description)?.[1];
      return order ? fill(t.entry.order, { order }) : spentOn(description, entry, t);
    }
    case 'adjust': {
      const reason = /^Adjustment: (.*)$/s.exec(description)?.[1];
      if (reason === undefined) return description;
      return fill(t.entry.adjustment, { reason: reason === EN.bySupport ? t.entry.bySupport : reason });
    }
    case 'refund': {
      const what = /^Refund: (.*)$/s.exec(description)?.[1];
      return what === undefined ? description : fill(t.entry.refund, { what: spentOn(what, entry, t) });
    }
    default:
      return spentOn(description, entry, t);
  }
}
