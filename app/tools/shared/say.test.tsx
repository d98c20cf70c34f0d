import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { refusal } from '#contract/refusals';
import { messages } from '#contract/generation';
import { I18nProvider } from '#app/i18n/context';
import { es } from '#app/i18n/messages/es';
import { zh } from '#app/i18n/messages/zh';
import { useToolText } from './text';

const page =
  (locale: 'es' | 'zh') =>
  ({ children }: { children: ReactNode }) => (
    <I18nProvider
      value={{
        locale,
        m: locale === 'es' ? es : zh,
        translated: locale === 'es' ? es : zh,
        href: (p) => `/${locale}${p}`,
      }}
    >
      {children}
    </I18nProvider>
  );

describe("say(): the spec's messages and the server's reasons in the page's language", () => {
  const tooSmall = refusal('faceTooSmall', { height: 38, needed: 126 });

  it('shows a server reason from a failed task in Spanish and Chinese, its numbers kept', () => {
    const spanish = renderHook(() => useToolText(), { wrapper: page('es') }).result.current;
    expect(spanish.say(tooSmall)).toBe(
      'La cara de esta foto es demasiado pequeña para un retrato nítido (38 px de alto; necesita al menos 126 px). Usa una foto más cercana o más grande.',
    );
    expect(spanish.say(refusal('notAVideo'))).toBe(
      'Este archivo no es un vídeo que podamos leer. Usa un vídeo MP4, MOV o WebM.',
    );
    expect(spanish.say(messages.processingTimedOut)).toBe(es.tools.spec.processingTimedOut);
    const chinese = renderHook(() => useToolText(), { wrapper: page('zh') }).result.current;
    expect(chinese.say(tooSmall)).toContain('高 38 像素，至少需要 126 像素');
  });

  it('leaves them in English on English pages, and any other text as it is', () => {
    const english = renderHook(() => useToolText()).result.current;
    expect(english.say(tooSmall)).toBe(tooSmall);
    const spanish = renderHook(() => useToolText(), { wrapper: page('es') }).result.current;
    expect(spanish.say('A vendor said something new.')).toBe('A vendor said something new.');
  });
});
