import { describe, expect, it } from 'vitest';
import { refusals, translateRefusal } from '#contract/refusals';
import { enAuth } from '#app/i18n/messages/en-auth';
import { es } from '#app/i18n/messages/es';
import { esRefusals } from '#app/i18n/messages/es-refusals';
import { refusalText } from './refusal-text';

const english = (message: string) => message;
const spanish = (message: string) => translateRefusal(message, esRefusals);

describe('why signing in failed, in the page language', () => {
  it("shows Better Auth's refusals by their code: its own words in English, translated in Spanish", () => {
    const wrong = { ok: false, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' };
    expect(refusalText(wrong, enAuth, english)).toBe('Invalid email or password');
    expect(refusalText(wrong, es.auth, spanish)).toBe('Correo o contraseña incorrectos');
  });

  it("shows our server's rate limit, a lost connection and an unknown answer", () => {
    const limited = { ok: false, message: refusals.rateLimited };
    expect(refusalText(limited, enAuth, english)).toBe(refusals.rateLimited);
    expect(refusalText(limited, es.auth, spanish)).toBe(
      'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    );
    expect(refusalText({ ok: false, code: 'NETWORK' }, es.auth, spanish)).toBe(es.auth.networkError);
    expect(refusalText({ ok: false }, es.auth, spanish)).toBe(es.auth.genericError);
    expect(refusalText({ ok: false, code: 'SOMETHING_NEW', message: 'Something new' }, es.auth, spanish)).toBe(
      'Something new',
    );
  });
});
