/**
 * The tool widgets' text in the page's language (app/i18n/messages/en-tools.ts and its translations). The widgets'
 * logic speaks the spec's English messages (contract/generation.ts); `say` shows one in the page's language and
 * leaves any other text (a server's own reason) as it is.
 */
import { useMemo } from 'react';
import { useI18n, useMessages } from '#app/i18n/context';
import { fill } from '#app/i18n/fill';
import { LANGUAGE_TAGS } from '#app/i18n/locales';
import { enTools } from '#app/i18n/messages/en-tools';

const SPEC_KEYS = new Map(Object.entries(enTools.spec).map(([key, english]) => [english, key]));

export function useToolText() {
  const t = useMessages('tools', enTools);
  const { locale, href } = useI18n();
  return useMemo(
    () => ({
      t,
      href,
      /** Intl's language tag for dates and numbers. */
      languageTag: LANGUAGE_TAGS[locale],
      /** An English spec message in the page's language; other text unchanged. */
      say: (message: string) => {
        const key = SPEC_KEYS.get(message) as keyof typeof enTools.spec | undefined;
        return key ? t.spec[key] : message;
      },
      /** A select's English option as the page's language names it. */
      option: (option: string) => t.options[option] ?? option,
      /** "1 credit", "5 credits" in the page's language. */
      credits: (count: number) => fill(count === 1 ? t.credit : t.credits, { count }),
    }),
    [t, href, locale],
  );
}

export type ToolText = ReturnType<typeof useToolText>;
