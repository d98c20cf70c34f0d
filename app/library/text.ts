/**
 * My Tasks' text in the page's language (app/i18n/messages/en-library.ts and its translations). The screen's logic
 * speaks the spec's English messages (contract/library.ts); `say` shows one in the page's language, slots carried
 * over, and leaves any other text (a server's own reason, a file name) as it is.
 */
import { useMemo } from 'react';
import { DEFAULT_TASK_TITLE, LANGUAGE_NAMES, type LanguageCode } from '#contract/library';
import { useI18n, useMessages } from '#app/i18n/context';
import { fill } from '#app/i18n/fill';
import { formatShortDate, intlTag } from '#app/i18n/format';
import { useRefusalText } from '#app/i18n/refusals';
import { LANGUAGE_TAGS, type Locale } from '#app/i18n/locales';
import { enLibrary } from '#app/i18n/messages/en-library';
import { templateTranslator } from '#contract/templates';

export type LibraryTexts = typeof enLibrary;

/** The groups of English messages `say` knows, each translated key for key (the server's reasons: `useRefusalText`). */
const KNOWN_GROUPS = ['spec', 'edit', 'errors', 'upload'] as const;

const translateKnown = templateTranslator<LibraryTexts>(
  KNOWN_GROUPS.flatMap((group) =>
    Object.entries(enLibrary[group]).map(
      ([key, english]) => [english, (t: LibraryTexts) => (t[group] as Record<string, string>)[key] ?? english] as const,
    ),
  ),
);

/**
 * `message` in `t`'s language when it is one of the screen's known English messages (a slot that is itself one, such
 * as a reason inside "Import failed: {reason}", translated too), else unchanged.
 */
export function translateLibraryMessage(message: string, t: LibraryTexts): string {
  if (t === enLibrary) return message;
  return translateKnown(message, t, (value) => translateLibraryMessage(value, t));
}

/** A language named in the page's language: English keeps the contract's names, Spanish and Chinese ask Intl. */
export function languageName(code: string, locale: Locale): string {
  const english = LANGUAGE_NAMES[code as LanguageCode] ?? code;
  if (locale === 'en') return english;
  try {
    const name = new Intl.DisplayNames([LANGUAGE_TAGS[locale]], { type: 'language' }).of(code);
    if (!name || name === code) return english;
    // Spanish writes language names in lower case inside a sentence; as a list item they start with a capital.
    return name.charAt(0).toLocaleUpperCase(LANGUAGE_TAGS[locale]) + name.slice(1);
  } catch {
    return english;
  }
}

/** A task's creation date, short: the visitor's own calendar day (tasks are loaded in the browser only). */
export const shortDate = formatShortDate;

/** A file size: "512 KB", "1.5 MB" (English unchanged), the number in the language's notation otherwise. */
export function sizeLabel(bytes: number | null, t: LibraryTexts, locale: Locale): string | null {
  if (!bytes) return null;
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(intlTag(locale), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  if (bytes < 1024 * 1024) return fill(t.dialogs.kilobytes, { size: number(Math.max(1, Math.round(bytes / 1024)), 0) });
  return fill(t.dialogs.megabytes, { size: number(bytes / 1024 / 1024, 1) });
}

export function useLibraryText() {
  const t = useMessages('library', enLibrary);
  const sayRefusal = useRefusalText();
  const { locale } = useI18n();
  return useMemo(() => {
    const plurals = new Intl.PluralRules(LANGUAGE_TAGS[locale]);
    return {
      t,
      locale,
      /** An English message of the screen's logic or a server's reason in the page's language; other text unchanged. */
      say: (message: string) => sayRefusal(translateLibraryMessage(message, t)),
      /** A task's title: the default one is the interface's, any other the user's own (never translated). */
      title: (title: string) => (title === DEFAULT_TASK_TITLE ? t.spec.untitled : title),
      date: (epochSeconds: number) => shortDate(epochSeconds, locale),
      language: (code: string) => languageName(code, locale),
      size: (bytes: number | null) => sizeLabel(bytes, t, locale),
      /** `one` or `other` by the language's plural rules, `{count}` filled in. */
      count: (count: number, one: string, other: string) =>
        fill(plurals.select(count) === 'one' ? one : other, { count }),
    };
  }, [t, sayRefusal, locale]);
}

export type LibraryText = ReturnType<typeof useLibraryText>;
