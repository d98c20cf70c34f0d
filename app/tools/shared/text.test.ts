import { describe, expect, it } from 'vitest';
import { entitlementMessages } from '#contract/entitlements';
import { messages } from '#contract/generation';
import { validateImageFile } from '#app/lib/upload';
import { enTools } from '#app/i18n/messages/en-tools';
import { es } from '#app/i18n/messages/es';
import { zh } from '#app/i18n/messages/zh';
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
