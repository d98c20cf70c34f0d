/** Journey: open the home page, sign up through the modal, see the credits badge. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  newAccount,
  screenshot,
  signUpFromHeader,
  startE2eApp,
  stopE2eApp,
  watchErrors,
  type E2eApp,
} from './fixtures';

let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => stopE2eApp(app ?? {}));

it('signs up from the home page and shows the signup credits', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = watchErrors(page);
  await page.goto(app.server.url);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('minus the studio');
  await signUpFromHeader(page, newAccount('Grace Hopper'));
  const badge = page.getByTestId('credits-badge');
  await expect(badge.textContent()).resolves.toContain('100');
  await screenshot(page, 'signup-home');
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});
