import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE as CLIENT_COOKIE } from '#app/i18n/remember-locale';
import { LOCALE_COOKIE, rememberedLocaleRedirect, rememberedLocaleResponse } from './remembered-locale';

const home = (cookie: string | undefined, pathname = '/', method = 'GET') =>
  rememberedLocaleRedirect({ method, pathname }, cookie);

describe('the remembered language', () => {
  it('is the cookie the switcher writes', () => {
    expect(LOCALE_COOKIE).toBe(CLIENT_COOKIE);
  });

  it('sends `/` to the chosen language home page', () => {
    expect(home('atelier-locale=es')).toBe('/es');
    expect(home('theme=dark; atelier-locale=zh; other=1')).toBe('/zh');
    expect(home('atelier-locale=es', '/index.html')).toBe('/es');
    expect(home('atelier-locale=zh', '/', 'HEAD')).toBe('/zh');
  });

  it('leaves `/` English without a choice, with English chosen, or with a value that is no language', () => {
    expect(home(undefined)).toBeUndefined();
    expect(home('')).toBeUndefined();
    expect(home('atelier-locale=en')).toBeUndefined();
    expect(home('atelier-locale=fr')).toBeUndefined();
    expect(home('atelier-locale=constructor')).toBeUndefined();
    expect(home('xatelier-locale=es')).toBeUndefined();
  });

  it('redirects only the home page, and only reads', () => {
    expect(home('atelier-locale=es', '/pricing')).toBeUndefined();
    expect(home('atelier-locale=es', '/es')).toBeUndefined();
    expect(home('atelier-locale=es', '/', 'POST')).toBeUndefined();
  });

  it('answers with a private, temporary redirect that varies by cookie', () => {
    const response = rememberedLocaleResponse('/es?ref=mail', [['X-Request-Id', 'abc']]);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/es?ref=mail');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Cookie');
    expect(response.headers.get('x-request-id')).toBe('abc');
  });
});
