/**
 * The tool widgets' text in the page's language (app/i18n/messages/en-tools.ts and its translations). The widgets'
 * logic speaks the spec's English messages (contract/generation.ts) and passes on the server's reasons
 * (contract/refusals.ts); `say` shows either in the page's language and leaves any other text as it is.
 */
import { useMemo } from 'react';
import { useI18n, useMessages } from '#app/i18n/context';
import { fill } from '#app/i18n/fill';
import { useRefusalText } from '#app/i18n/refusals';
import { LANGUAGE_TAGS } from '#app/i18n/locales';
import { enTools } from '#app/i18n/messages/en-tools';
import { templateTranslator } from '#contract/templates';

type Tools = typeof enTools;

/** The English messages `say` knows, each with its translation in `t`: the spec's, and the upload refusals. */
const KNOWN: ReadonlyArray<readonly [english: string, translated: (t: Tools) => string]> = [
  ...Object.keys(enTools.spec).map(
    (key) => [enTools.spec[key as keyof Tools['spec']], (t: Tools) => t.spec[key as keyof Tools['spec']]] as const,
  ),
  [enTools.upload.onlyImages, (t) => t.upload.onlyImages],
  [enTools.upload.tooLarge, (t) => t.upload.tooLarge],
  [enTools.watermark.success, (t) => t.watermark.success],
  [enTools.watermark.noneFound, (t) => t.watermark.noneFound],
  [enTools.watermark.limits, (t) => t.watermark.limits],
  [enTools.watermark.notStartedCredits, (t) => t.watermark.notStartedCredits],
  [enTools.watermark.notEnoughCredits, (t) => t.watermark.notEnoughCredits],
  [enTools.watermark.batchWithPlan, (t) => t.watermark.batchWithPlan],
  [enTools.watermark.batchAtMost, (t) => t.watermark.batchAtMost],
  ...Object.keys(enTools.colouring.spec).map(
    (key) =>
      [
        enTools.colouring.spec[key as keyof Tools['colouring']['spec']],
        (t: Tools) => t.colouring.spec[key as keyof Tools['colouring']['spec']],
      ] as const,
  ),
  ...(
    [
      'noLlm',
      'needsLlmOutline',
      'needsLlm',
      'tooManyPictures',
      'tooManySlides',
      'slideNeedsTitle',
      'deckNeedsTitle',
      'sectionNeedsHeading',
      'noSlides',
    ] as const
  ).map((key) => [enTools.presentation[key], (t: Tools) => t.presentation[key]] as const),
  [enTools.presentation.logo.uploadFailed, (t) => t.presentation.logo.uploadFailed],
];

const translateKnown = templateTranslator<Tools>(KNOWN);

/**
 * `message` in `t`'s language when it is one `say` knows (slots carried over; a slot that is a select's English
 * option, such as a deck language, named as the page's language names it), else unchanged.
 */
export function translateMessage(message: string, t: Tools): string {
  return translateKnown(message, t, (value) => t.options[value] ?? value);
}

export function useToolText() {
  const t = useMessages('tools', enTools);
  const sayRefusal = useRefusalText();
  const { locale, href } = useI18n();
  return useMemo(
    () => ({
      t,
      href,
      /** Intl's language tag for dates and numbers. */
      languageTag: LANGUAGE_TAGS[locale],
      /** An English spec message or server reason (contract/refusals.ts) in the page's language; other text unchanged. */
      say: (message: string) => sayRefusal(translateMessage(message, t)),
      /** A select's English option as the page's language names it. */
      option: (option: string) => t.options[option] ?? option,
      /** "1 credit", "5 credits" in the page's language. */
      credits: (count: number) => fill(count === 1 ? t.credit : t.credits, { count }),
    }),
    [t, sayRefusal, href, locale],
  );
}

export type ToolText = ReturnType<typeof useToolText>;
