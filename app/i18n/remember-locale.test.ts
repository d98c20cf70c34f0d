import { afterEach, describe, expect, it } from 'vitest';
import { chosenLocale, LOCALE_COOKIE, rememberLocaleChoices } from './remember-locale';

const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);

function switcherLink(hreflang: string, href: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.hreflang = hreflang;
  link.innerHTML = '<span>label</span>';
  // jsdom does not navigate; the listener runs before anything would.
  link.addEventListener('click', (event) => event.preventDefault());
  document.body.append(link);
  return link;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('remembering the chosen language', () => {
  it('reads the language of a switcher link from its hreflang (Chinese is zh-Hans)', () => {
    expect(chosenLocale(switcherLink('es', '/es'))).toBe('es');
    expect(chosenLocale(switcherLink('zh-Hans', '/zh').firstChild)).toBe('zh');
    expect(chosenLocale(switcherLink('en', '/'))).toBe('en');
    expect(chosenLocale(switcherLink('fr', '/fr'))).toBeUndefined();
    const plain = document.createElement('a');
    document.body.append(plain);
    expect(chosenLocale(plain)).toBeUndefined();
    expect(chosenLocale(null)).toBeUndefined();
  });

  it('stores each click on a switcher link, English included, and stops when cleaned up', () => {
    const stop = rememberLocaleChoices();
    switcherLink('zh-Hans', '/zh').querySelector('span')!.click();
    expect(cookieValue()).toBe('zh');
    switcherLink('en', '/').click();
    expect(cookieValue()).toBe('en');
    const other = document.createElement('a');
    other.href = '/pricing';
    other.addEventListener('click', (event) => event.preventDefault());
    document.body.append(other);
    other.click();
    expect(cookieValue()).toBe('en');
    stop();
    switcherLink('es', '/es').click();
    expect(cookieValue()).toBe('en');
  });
});
