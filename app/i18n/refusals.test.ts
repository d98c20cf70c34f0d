import { describe, expect, it } from 'vitest';
import { refusal, translateRefusal } from '#contract/refusals';
import { enRefusals } from './messages/en-refusals';
import { esRefusals } from './messages/es-refusals';
import { zhRefusals } from './messages/zh-refusals';

describe('the server’s reasons in the page’s language', () => {
  it('recognises a filled-in reason and carries its values over', () => {
    const english = refusal('faceTooSmall', { height: 41, needed: 126 });
    expect(translateRefusal(english, esRefusals)).toBe(
      'La cara de esta foto es demasiado pequeña para un retrato nítido (41 px de alto; necesita al menos 126 px). Usa una foto más cercana o más grande.',
    );
    expect(translateRefusal(english, zhRefusals)).toContain('高 41 像素，至少需要 126 像素');
    const cantDraw = refusal('cantDraw', { subjects: "'unicorn'", suggestions: "'horse' or 'dragon'" });
    expect(translateRefusal(cantDraw, esRefusals)).toBe(
      "Todavía no sabemos dibujar 'unicorn'. Prueba con 'horse' or 'dragon'.",
    );
  });

  it('leaves English and unknown text as it is', () => {
    expect(translateRefusal(refusal('notAVideo'), enRefusals)).toBe(refusal('notAVideo'));
    expect(translateRefusal('Something the server never says.', esRefusals)).toBe('Something the server never says.');
  });

  it('translates every reason, with the same slots', () => {
    const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const translation of [esRefusals, zhRefusals]) {
      for (const key of Object.keys(enRefusals) as Array<keyof typeof enRefusals>) {
        expect(translation[key], key).not.toBe(enRefusals[key]);
        expect(slots(translation[key]), key).toEqual(slots(enRefusals[key]));
      }
    }
  });
});
