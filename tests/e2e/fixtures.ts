/**
 * The e2e journeys' one fixtures module: start the built server and Chromium together, make accounts (through the
 * sign-up dialog as a person would, or through the auth API when the journey is about something else), sign in,
 * collect page errors, and take screenshots into test-results/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { startServer, type ServerProcess, type StartServerOptions } from '../helpers/server-process';

export type { ServerProcess };

export interface E2eApp {
  server: ServerProcess;
  browser: Browser;
}

/** The servers started here, by origin: the sign-up helpers find the mail log of the server a page is on. */
const runningServers = new Map<string, ServerProcess>();

/** The built server (a real process on a free port) and Chromium, started side by side. */
export async function startE2eApp(options: StartServerOptions = {}): Promise<E2eApp> {
  const [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
  runningServers.set(new URL(server.url).origin, server);
  return { server, browser };
}

/** Closes the browser, then stops the server (either may be missing when the start failed). */
export async function stopE2eApp(app: Partial<E2eApp>): Promise<void> {
  await app.browser?.close();
  if (app.server) runningServers.delete(new URL(app.server.url).origin);
  await app.server?.stop();
}

/** The newest e-mail verification link the server logged for `email` (without SMTP, mail goes to the log). */
function verificationLinkInLog(output: string, email: string): string | undefined {
  const address = email.toLowerCase();
  for (const line of output.split('\n').reverse()) {
    if (!line.includes('/verify-email?token=')) continue;
    try {
      const entry = JSON.parse(line) as { mail?: { to?: string; text?: string } };
      if (entry.mail?.to?.toLowerCase() === address)
        return /https?:\/\/\S+\/verify-email\?\S+/.exec(entry.mail.text ?? '')?.[0];
    } catch {
      /* a partial line */
    }
  }
  return undefined;
}

/**
 * Confirms the account's e-mail address as its owner would: follows the verification link the server mailed (to its
 * log). Admin rights (ADMIN_EMAILS) need a verified address; the sign-up helpers below call this for every account.
 */
export async function verifyEmail(server: Pick<ServerProcess, 'output'>, email: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  let link = verificationLinkInLog(server.output(), email);
  while (!link) {
    if (Date.now() > deadline) throw new Error(`no verification mail for ${email} in the server log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    link = verificationLinkInLog(server.output(), email);
  }
  const response = await fetch(link, { redirect: 'manual' });
  await response.body?.cancel();
  const location = response.headers.get('location') ?? '';
  if (response.status >= 400 || location.includes('error='))
    throw new Error(`e-mail verification failed for ${email}: ${response.status} ${location}`);
}

/** The server a page was opened on (or the only one running), for its mail log. */
function serverOfPage(page: Page): ServerProcess | undefined {
  const byOrigin = runningServers.get(new URL(page.url()).origin);
  if (byOrigin) return byOrigin;
  return runningServers.size === 1 ? [...runningServers.values()][0] : undefined;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A fresh account: the email is derived from the name and made unique per call. */
export function newAccount(name = 'Grace Hopper', overrides: Partial<Account> = {}): Account {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  return {
    name,
    email: `${slug}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'a-long-password',
    ...overrides,
  };
}

export interface SignUpOptions {
  /** Wait for the header's credits badge (the user is signed in); false when the page navigates on (checkout). */
  awaitBadge?: boolean;
}

/** With the sign-in dialog open: switch to sign-up, fill it in, submit. Answers the account. */
export async function signUpInDialog(
  page: Page,
  account: Account = newAccount(),
  { awaitBadge = true }: SignUpOptions = {},
): Promise<Account> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Name').fill(account.name);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  if (awaitBadge) await page.getByTestId('credits-badge').waitFor({ state: 'visible' });
  const server = serverOfPage(page);
  if (server) await verifyEmail(server, account.email);
  return account;
}

/** From any page: the header's Sign in button, then sign-up in the dialog. */
export async function signUpFromHeader(
  page: Page,
  account: Account = newAccount(),
  options?: SignUpOptions,
): Promise<Account> {
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  return signUpInDialog(page, account, options);
}

/** Creates the account through Better Auth's endpoint (no page involved) and verifies its e-mail address. */
export async function signUpByApi(server: Pick<ServerProcess, 'url' | 'output'>, account: Account): Promise<Account> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    // Better Auth refuses a sign-up without an Origin (its origin check runs in tests too since 7999cca).
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  await verifyEmail(server, account.email);
  return account;
}

/** With the sign-in dialog open: sign in and wait for it to close. */
export async function signInInDialog(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export interface WatchErrorsOptions {
  /** Skip console errors about a 401 (a signed-out visitor's session check). */
  ignore401?: boolean;
  /** Uncaught errors only, no console errors. */
  pageErrorsOnly?: boolean;
}

/** Collects the page's uncaught errors and console errors (the array fills as they happen). */
export function watchErrors(
  page: Page,
  { ignore401 = false, pageErrorsOnly = false }: WatchErrorsOptions = {},
): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (pageErrorsOnly) return errors;
  page.on('console', (message) => {
    if (message.type() === 'error' && !(ignore401 && message.text().includes('401'))) errors.push(message.text());
  });
  return errors;
}

const RESULTS_DIR = 'test-results';

/** A path under test-results/ for a screenshot or a downloaded file (the folder is made on demand). */
export function resultPath(fileName: string): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  return path.join(RESULTS_DIR, fileName);
}

/** Saves test-results/<name>.png. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: resultPath(`${name}.png`), fullPage: options.fullPage ?? false });
}

/**
 * The page's footer once its island runs (app/layout/footer-island.ts). Its server HTML is on the page from the
 * start, but a click that lands while the island replaces it is lost: scroll to it (in one step in the page: the
 * element may be replaced between a locator's find and its scroll) and act on the live one.
 */
export async function liveFooter(page: Page): Promise<Locator> {
  await page.evaluate(() => document.querySelector('footer')?.scrollIntoView());
  const footer = page.locator('[data-island="live"] > footer');
  await footer.waitFor();
  return footer;
}

/**
 * Waits until React owns `target` (hydrated; lazy islands hydrate after load). An event sent to the server-rendered
 * markup before that (a key, a click, a file chosen) is lost, and the step that waits for its answer times out.
 */
export async function untilHydrated(target: Locator, timeout = 15_000): Promise<void> {
  await target.waitFor({ state: 'attached', timeout });
  const deadline = Date.now() + timeout;
  while (!(await target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))) {
    if (Date.now() > deadline) throw new Error(`not hydrated within ${timeout} ms: ${String(target)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
