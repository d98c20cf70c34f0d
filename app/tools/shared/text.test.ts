import { describe, expect, it } from 'vitest';
import { entitlementMessages } from '#contract/entitlements';
import { messages } from '#contract/generation';
import { validateImageFile } from '#app/lib/upload';
import { enTools } from '#app/i18n/messages/en-tools';
import { es } from '#app/i18n/messages/es';
import { zh } from '#app/i18n/messages/zh';
import { colouringMessages, dimensionPresets, RESULT_STATUS_LABEL } from '#contract/colouring';
import {
  DECK_LOGO_HINT,
  DECK_PICTURE_MAX_PIXELS,
  DECK_PICTURES_HINT,
  DECK_PICTURES_MAX,
  DECK_PICTURES_TOO_MANY,
  DECK_THEME_STYLES,
  DECK_THEMES,
  languageUnavailable,
  modelUnavailable,
  NO_LLM_MESSAGE,
} from '#contract/presentation';
import { IMAGE_UPLOAD_MAX_MB_DEFAULT } from '#contract/constants';
import { fill } from '#app/i18n/fill';
import { translateMessage } from './text';

describe("the tools' messages in the page language", () => {
  it("leaves the spec's messages exactly as written on English pages", () => {
    for (const english of Object.values(messages)) expect(translateMessage(english, enTools)).toBe(english);
  });

  it('translates every spec message, and the upload refusals with their limit', () => {
    expect(translateMessage(messages.selectVideoImage, es.tools)).toBe('Selecciona una imagen para generar el vídeo.');
    expect(translateMessage(messages.noFiles, zh.tools)).toBe('没有可供下载的文件。');
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    const tooLarge = validateImageFile(big, 2)!;
    expect(tooLarge).toBe('File size exceeds 2MB limit. Please upload a smaller file.');
    expect(translateMessage(tooLarge, es.tools)).toBe(
      'El archivo supera el límite de 2 MB. Sube un archivo más pequeño.',
    );
    expect(translateMessage(tooLarge, enTools)).toBe(tooLarge);
    const notImage = validateImageFile(new File(['x'], 'a.gif', { type: 'image/gif' }))!;
    expect(translateMessage(notImage, zh.tools)).toBe('仅支持 PNG、JPEG 或 WebP 图片。');
  });

  it('translates the batch refusal with its numbers and plan', () => {
    const plans = [{ title: 'Pro Max', entitlements: { batch: 4 } }] as unknown as Parameters<
      typeof entitlementMessages.batch
    >[0];
    const refusal = entitlementMessages.batch(plans, 1, 3);
    expect(translateMessage(refusal, es.tools)).toBe(
      'Tu plan procesa hasta 1 a la vez: los lotes de 3 vienen con el plan Pro Max.',
    );
    expect(translateMessage(refusal, enTools)).toBe(refusal);
  });

  it("shows any other text (a server's own reason) as it is", () => {
    expect(translateMessage('No face found in the photo.', es.tools)).toBe('No face found in the photo.');
    expect(translateMessage('', zh.tools)).toBe('');
  });
});

describe('the presentation and colouring words', () => {
  const limits = { mb: IMAGE_UPLOAD_MAX_MB_DEFAULT, megapixels: DECK_PICTURE_MAX_PIXELS / 1_000_000 };

  it("word the contract's texts exactly in English", () => {
    const deck = enTools.presentation;
    expect(fill(deck.logo.hint, limits)).toBe(DECK_LOGO_HINT);
    expect(fill(deck.pictures.hint, { ...limits, max: DECK_PICTURES_MAX })).toBe(
      `${DECK_PICTURES_HINT}. Each goes on the slide its caption matches.`,
    );
    expect(fill(deck.tooManyPictures, { max: DECK_PICTURES_MAX })).toBe(DECK_PICTURES_TOO_MANY);
    expect(deck.noLlm).toBe(NO_LLM_MESSAGE);
    const noOffline = { llm: true, offlineLanguages: ['English'] };
    expect(fill(deck.needsLlmOutline, { language: 'French' })).toBe(
      languageUnavailable('French', 'Atelier Outline (offline)', noOffline),
    );
    expect(fill(deck.needsLlm, { language: 'French' })).toBe(
      languageUnavailable('French', 'x', { ...noOffline, llm: false }),
    );
    expect(DECK_THEMES.map((name) => deck.theme.names[name])).toEqual(
      DECK_THEMES.map((name) => DECK_THEME_STYLES[name].label),
    );
    expect(enTools.colouring.spec).toBe(colouringMessages);
    expect(enTools.colouring.results.public).toBe(RESULT_STATUS_LABEL);
    for (const [name, preset] of Object.entries(dimensionPresets))
      expect(enTools.colouring.dimensions[name as keyof typeof dimensionPresets]).toBe(preset.label);
  });

  it('translates the deck refusals, naming the language as the page does', () => {
    const refusal = languageUnavailable('French', 'x', { llm: false, offlineLanguages: ['English'] })!;
    expect(translateMessage(refusal, es.tools)).toBe(
      'El idioma «Francés» necesita un LLM, y aquí no hay ninguno configurado: no hay instalado ningún traductor sin conexión para «Francés».',
    );
    expect(translateMessage(refusal, zh.tools)).toBe('法语需要 LLM，但此处未配置：未安装法语的离线翻译器。');
    expect(translateMessage(refusal, enTools)).toBe(refusal);
    const noLlm = modelUnavailable('LLM outline (when configured)', { llm: false, offlineLanguages: [] })!;
    expect(translateMessage(noLlm, es.tools)).toBe(es.tools.presentation.noLlm);
    expect(translateMessage(DECK_PICTURES_TOO_MANY, zh.tools)).toBe('一份演示文稿最多使用 8 张你的图片。');
  });

  it("translates the colouring spec's messages", () => {
    for (const english of Object.values(colouringMessages)) {
      expect(translateMessage(english, enTools)).toBe(english);
      expect(translateMessage(english, es.tools)).not.toBe(english);
      expect(translateMessage(english, zh.tools)).not.toBe(english);
    }
    expect(translateMessage(colouringMessages.enterPrompt, es.tools)).toBe('Escribe una indicación.');
  });

  it.each([
    ['es', es.tools],
    ['zh', zh.tools],
  ] as const)(
    "%s names every tool word English has (the colouring tools' included), and no other",
    (_locale, tools) => {
      // Option names are checked against the pages' selects (app/i18n/content.test.ts), not against English.
      const keys = (value: unknown, prefix = ''): string[] =>
        value !== null && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
          : [prefix];
      const words = (tools: object) =>
        keys(tools)
          .filter((key) => !key.startsWith('options.'))
          .sort();
      expect(words(tools)).toEqual(words(enTools));
      expect(keys(tools.colouring.toolText).length).toBeGreaterThan(20);
    },
  );
});
