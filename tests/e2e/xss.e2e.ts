/**
 * R8 XSS, in real Chromium against the built app:
 *  1. Hostile Markdown, titles, intros, tags, cover URLs/alts and custom_urls (blog posts written straight into
 *     the database before the server boots), a hostile account name, media titles and URLs, colouring and
 *     presentation prompts, contact-form fields and upload file names are rendered — with the CSP bypassed, so
 *     the escaping and the sanitizer alone must hold — and no payload runs: no `dialog`, no `self.__xss` in any
 *     frame, no event-handler attribute or javascript: URL in the DOM. The hostile post is also rendered with
 *     the CSP on: no violation (nothing hostile reached the DOM for the CSP to block).
 *  2. Every HTML answer carries the Content-Security-Policy (server/http/csp.ts) and it names every inline script:
 *     server-rendered pages by the response's nonce (on every inline script), prerendered pages by the SHA-256 of
 *     each one: every route of app/routes.ts, the sitemap, prerendered pages, 404s and error pages.
 * Prints one line: payloads × pages rendered, 0 executed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '#app/routes';
import { openDatabase } from '#server/db/client';
import {
  ALL_TEXT_PAYLOADS,
  HOSTILE_FILE_STEM,
  MARKDOWN_PAYLOADS,
  SHORT_TEXT_PAYLOAD,
  TEXT_PAYLOADS,
  canary,
} from '../helpers/hostile';
import { screenshot, signUpFromHeader, startE2eApp, stopE2eApp, type ServerProcess } from './fixtures';

const SPEECH_MP4 = path.resolve(import.meta.dirname, '../fixtures/library/speech.mp4');
const PHOTO = path.resolve(import.meta.dirname, '../fixtures/chelsea.png');

/** The hostile posts: dated in the future so they lead the blog list and the home page's journal. */
const HOSTILE_POST_SLUG = 'hostile-markdown';
const HOSTILE_POSTS = [
  {
    customUrl: HOSTILE_POST_SLUG,
    title: `Hostile ${ALL_TEXT_PAYLOADS}`,
    intro: ALL_TEXT_PAYLOADS,
    cover: `javascript:${canary(400)}`,
    coverAlt: ALL_TEXT_PAYLOADS,
    tags: [...TEXT_PAYLOADS],
    body: MARKDOWN_PAYLOADS.join('\n\n'),
  },
  // Custom URLs that are not slugs: listed (and in the sitemap), but their page is a 404.
  {
    customUrl: `javascript:${canary(401)}`,
    title: SHORT_TEXT_PAYLOAD,
    intro: SHORT_TEXT_PAYLOAD,
    cover: null,
    coverAlt: null,
    tags: [],
    body: '',
  },
  {
    customUrl: `"><img src=x onerror=${canary(402)}>`,
    title: 'Breakout url',
    intro: '</script>',
    cover: `"><img src=x onerror=${canary(403)}>`,
    coverAlt: null,
    tags: [],
    body: '',
  },
];

let server: ServerProcess;
let browser: Browser;
let dataDir: string;
/** The hostile user is an admin too: the admin console shows everyone's names, titles and messages. */
const ADMIN_EMAIL = `xss-admin-${Date.now()}@example.com`;

/** Writes the hostile posts into a fresh data dir (the server's own PGlite database), before the server owns it. */
async function seedHostilePosts(dir: string): Promise<void> {
  const dump = process.env.ATELIER_TEST_PGLITE_DUMP;
  const handle = await openDatabase({
    pgliteDir: path.join(dir, 'db'),
    ...(dump ? { loadDataDir: new Blob([fs.readFileSync(dump)]), migrate: false } : {}),
  });
  try {
    const future = Date.now() + 86_400_000;
    for (const [index, post] of HOSTILE_POSTS.entries()) {
      await handle.raw.query(
        `insert into blog_posts (custom_url, title, intro, cover, cover_alt, tags, body, published, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, true, $8)`,
        [
          post.customUrl,
          post.title,
          post.intro,
          post.cover,
          post.coverAlt,
          post.tags,
          post.body,
          new Date(future - index * 1000),
        ],
      );
    }
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(process.env.ATELIER_TEST_WORKDIR ?? os.tmpdir(), 'xss-'));
  await seedHostilePosts(dataDir);
  ({ server, browser } = await startE2eApp({ dataDir, env: { ADMIN_EMAILS: ADMIN_EMAIL } }));
}, 180_000);
afterAll(async () => {
  await stopE2eApp({ browser, server });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Canaries on a page: dialogs (alert/confirm/prompt from any frame) and CSP violation reports. */
interface Watch {
  dialogs: string[];
  errors: string[];
  /** The CSP of the document loaded last (client navigation keeps it): which inline scripts it allows by hash. */
  documentCsp: string;
}

/** The `sha256-…` sources of a policy's script-src. */
function scriptHashes(csp: string): string[] {
  return [...(/script-src [^;]*/.exec(csp)?.[0] ?? '').matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]!);
}

async function newWatchedPage(context: BrowserContext): Promise<{ page: Page; watch: Watch }> {
  const page = await context.newPage();
  const watch: Watch = { dialogs: [], errors: [], documentCsp: '' };
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
      watch.documentCsp = response.headers()['content-security-policy'] ?? '';
    }
  });
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => {});
  });
  page.on('pageerror', (error) => watch.errors.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) watch.errors.push(message.text());
  });
  return { page, watch };
}

/** In every frame: the page-level flag a payload would set, and CSP violations reported to the document. */
async function canaries(page: Page): Promise<{ executed: string[]; violations: string[] }> {
  const executed: string[] = [];
  const violations: string[] = [];
  for (const frame of page.frames()) {
    const found = await frame
      .evaluate(() => {
        const self = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
        return { flag: self.__xss, violations: self.__cspViolations ?? [] };
      })
      .catch(() => ({ flag: undefined, violations: [] as string[] }));
    if (found.flag !== undefined) executed.push(`${frame.url()}: __xss=${String(found.flag)}`);
    violations.push(...found.violations);
  }
  return { executed, violations };
}

/**
 * What must never be in the DOM: an inline event-handler attribute, a javascript:/vbscript: URL, a data: URL
 * outside images, a srcdoc, or an inline script the document's CSP does not name (by nonce, or by its SHA-256 in
 * `allowedHashes`); inside a blog post also no active element.
 */
async function domFindings(page: Page, allowedHashes: string[] = []): Promise<string[]> {
  return page.evaluate(async (hashes) => {
    const findings: string[] = [];
    const urlAttributes = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'data',
      'xlink:href',
      'background',
      'poster',
      'srcset',
      'content',
    ]);
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        // Browsers skip whitespace and control characters inside a scheme ("java\tscript:").
        const value = Array.from(attribute.value)
          .filter((ch) => ch.charCodeAt(0) > 32)
          .join('')
          .toLowerCase();
        if (name.startsWith('on')) findings.push(`<${element.tagName.toLowerCase()} ${name}>`);
        if (name === 'srcdoc') findings.push(`<${element.tagName.toLowerCase()} srcdoc>`);
        if (!urlAttributes.has(name)) continue;
        // A <meta> content is only ever followed as a refresh; React's own stand-in for a blocked URL is inert.
        if (name === 'content' && !element.hasAttribute('http-equiv')) continue;
        if (value.startsWith("javascript:thrownewerror('reacthasblockedajavascript:url")) continue;
        if (/^(javascript|vbscript):/.test(value) || /url=(javascript|vbscript):/.test(value)) {
          findings.push(`<${element.tagName.toLowerCase()} ${name}="${attribute.value.slice(0, 40)}">`);
        }
        if (value.startsWith('data:') && !['img', 'source', 'meta'].includes(element.tagName.toLowerCase())) {
          findings.push(`<${element.tagName.toLowerCase()} ${name}="${attribute.value.slice(0, 40)}">`);
        }
      }
    }
    for (const script of Array.from(document.scripts)) {
      const external = script.src && new URL(script.src).origin === location.origin;
      if (external || script.nonce || script.type === 'application/json') continue;
      const digest = await globalThis.crypto.subtle.digest(
        'SHA-256',
        new TextEncoder().encode(script.textContent ?? ''),
      );
      const hash = `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
      if (!hashes.includes(hash))
        findings.push(`<script> without nonce or allowed hash: ${script.textContent?.slice(0, 60)}`);
    }
    for (const active of Array.from(
      document.querySelectorAll(
        '.blog-prose :is(script,iframe,object,embed,svg,math,style,form,input,button,base,meta,template,xmp,noscript,details,video,source)',
      ),
    )) {
      findings.push(`blog post contains <${active.tagName.toLowerCase()}>`);
    }
    return findings;
  }, allowedHashes);
}

interface Tally {
  payloadRenders: number;
  pages: Set<string>;
  executed: string[];
}
const tally: Tally = { payloadRenders: 0, pages: new Set(), executed: [] };

/** Checks one rendered state; `payloads` is how many hostile values it shows. */
async function assertInert(
  page: Page,
  watch: Watch,
  label: string,
  payloads: number,
  options: { cspOn?: boolean } = {},
) {
  // Give onerror/onload/autofocus handlers and any meta refresh a moment to fire.
  await page.waitForTimeout(300);
  const { executed, violations } = await canaries(page);
  const findings = await domFindings(page, scriptHashes(watch.documentCsp));
  tally.payloadRenders += payloads;
  tally.pages.add(label);
  tally.executed.push(...executed, ...watch.dialogs.map((message) => `${label}: dialog ${message}`));
  expect(watch.dialogs, `${label}: dialogs`).toEqual([]);
  expect(executed, `${label}: canary flags`).toEqual([]);
  expect(findings, `${label}: DOM`).toEqual([]);
  if (options.cspOn) {
    // React already swapped the javascript: cover URL for an inert stand-in; the CSP blocking that too is fine.
    const reactBlocked = (text: string) =>
      /^img-src javascript /.test(text) || text.includes('React has blocked a javascript: URL');
    // zod 4 feature-detects eval once (`try { Function('') } catch`) from our own bundle: inert, and expected.
    const zodProbe = (text: string) => /^script-src eval +at https?:\/\/[^/]+\/assets\/[\w-]+\.js:/.test(text);
    const blocked = [
      ...violations,
      ...watch.errors.filter((e) => /Content Security Policy|Refused to/i.test(e)),
    ].filter((text) => !reactBlocked(text) && !zodProbe(text));
    expect(blocked, `${label}: CSP violations`).toEqual([]);
  }
  expect(
    watch.errors.filter((e) => !/Content Security Policy|Refused to|401/.test(e)),
    `${label}: page errors`,
  ).toEqual([]);
}

const CSP_LISTENER = () => {
  const self = window as unknown as { __cspViolations?: string[] };
  self.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    self.__cspViolations!.push(
      `${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
    );
  });
};

const signUp = (page: Page, name: string, email: string) =>
  signUpFromHeader(page, { name, email, password: 'a-long-password' });

it('renders hostile posts, names, titles, prompts and file names without running any of them', async () => {
  const blogPayloads = MARKDOWN_PAYLOADS.length + TEXT_PAYLOADS.length * 4 + 1;

  // With the CSP on: the hostile post renders and the CSP never had to block anything.
  const strict = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await strict.addInitScript(CSP_LISTENER);
  {
    const { page, watch } = await newWatchedPage(strict);
    const response = await page.goto(`${server.url}/blog/${HOSTILE_POST_SLUG}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('<img src=x onerror=');
    await assertInert(page, watch, 'blog post (CSP on)', blogPayloads, { cspOn: true });
    await page.close();
  }
  await strict.close();

  // With the CSP bypassed: escaping and sanitizing alone.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  {
    // The canaries work: a payload planted in the DOM on purpose is seen by all three.
    const { page, watch } = await newWatchedPage(context);
    await page.goto(`${server.url}/no-such-page`);
    await page.evaluate(
      (hit) => document.body.insertAdjacentHTML('beforeend', `<img src="x" onerror="${hit}">`),
      canary(1),
    );
    // The broken image's error event fires when the browser gets to it (later on a busy machine): wait for it.
    await expect.poll(() => watch.dialogs, { timeout: 10_000 }).toEqual(['1']);
    expect((await canaries(page)).executed).toHaveLength(1);
    expect(await domFindings(page)).toEqual(['<img onerror>']);
    await page.close();
  }
  const { page, watch } = await newWatchedPage(context);

  await page.goto(`${server.url}/blog/${HOSTILE_POST_SLUG}`, { waitUntil: 'networkidle' });
  // The code samples survive as text: the sanitizer escaped them rather than dropping the post.
  expect(await page.locator('.blog-prose pre code').textContent()).toContain('<script>');
  expect(await page.getByRole('list', { name: 'Tags' }).getByRole('listitem').count()).toBe(TEXT_PAYLOADS.length);
  await assertInert(page, watch, 'blog post', blogPayloads);
  // Client-side navigations: to the list, and back to the post, rendered from the loader's data this time.
  await page.getByRole('link', { name: 'All posts' }).click();
  await page
    .getByRole('list', { name: 'Blog posts' })
    .getByRole('link')
    .filter({ hasText: 'Hostile' })
    .first()
    .waitFor();
  await assertInert(page, watch, 'blog list', TEXT_PAYLOADS.length * 2 + 4);
  await page.goBack();
  await page.waitForURL(`**/blog/${HOSTILE_POST_SLUG}`);
  await page.locator('.blog-prose').waitFor();
  await assertInert(page, watch, 'blog post (client navigation)', blogPayloads);
  for (const post of HOSTILE_POSTS.slice(1)) {
    const response = await page.goto(`${server.url}/blog/${encodeURIComponent(post.customUrl)}`);
    expect(response?.status()).toBe(404);
    await assertInert(page, watch, `blog 404 ${post.customUrl.slice(0, 12)}`, 1);
  }
  // The sitemap lists the hostile custom_urls, escaped: Chromium parses it as XML and runs nothing.
  await page.goto(`${server.url}/sitemap.xml`);
  await assertInert(page, watch, 'sitemap.xml', 2);

  // Home: the journal section lists the newest posts (the hostile ones), fetched on the client.
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  // The journal is an island (app/sections/island.tsx): it runs, and fetches, once it comes near the viewport.
  await page.locator('[aria-label="Loading posts"], [aria-label="Blog posts"]').first().scrollIntoViewIfNeeded();
  await page
    .getByRole('list', { name: 'Blog posts' })
    .getByRole('link')
    .filter({ hasText: 'Hostile' })
    .first()
    .waitFor();
  // The account name is shown in the header's menu.
  await signUp(page, SHORT_TEXT_PAYLOAD, ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').getByText(SHORT_TEXT_PAYLOAD).waitFor();
  await assertInert(page, watch, 'home + account menu', TEXT_PAYLOADS.length * 2 + 4 + 1);
  await page.keyboard.press('Escape');

  // My Tasks: imports with a hostile title, and a hostile file name in the URL (the default title comes from it).
  await page.goto(`${server.url}/my-tasks`, { waitUntil: 'networkidle' });
  await page.getByText('Your Task List is Empty').waitFor();
  const hostileUrl = `https://media.example.invalid/${encodeURIComponent(SHORT_TEXT_PAYLOAD)}.mp4`;
  for (const [url, title] of [
    [
      `https://media.example.invalid/talk.mp4?q=${encodeURIComponent(ALL_TEXT_PAYLOADS)}`,
      ALL_TEXT_PAYLOADS.slice(0, 200),
    ],
    [hostileUrl, ''],
  ] as const) {
    await page.getByRole('button', { name: /Import URL/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Media' });
    await dialog.getByLabel('Media URL').fill(url);
    await dialog.getByLabel('Title (optional)').fill(title);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  await page.getByRole('article').nth(1).waitFor();
  expect(await page.getByRole('article', { name: SHORT_TEXT_PAYLOAD, exact: true }).count()).toBe(1);
  // The imports fail (the host does not resolve): their reasons are shown too.
  await page
    .getByText('Import Failed')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => {});
  // The upload dialog shows the chosen file's (hostile) name.
  await page.getByRole('button', { name: /Upload File/ }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Media File' });
  await upload
    .getByLabel('MP4 file')
    .setInputFiles({ name: `${HOSTILE_FILE_STEM}.mp4`, mimeType: 'video/mp4', buffer: fs.readFileSync(SPEECH_MP4) });
  await upload.getByText(`${HOSTILE_FILE_STEM}.mp4`).waitFor();
  await screenshot(page, 'xss-my-tasks');
  await assertInert(page, watch, 'my tasks + upload dialog', TEXT_PAYLOADS.length + 3);
  await page.keyboard.press('Escape');

  // Colouring: a hostile prompt is generated from, and a hostile photo file name is shown.
  await page.goto(`${server.url}/colouring`, { waitUntil: 'networkidle' });
  const photoTool = page.locator('[data-tool="image-to-coloring"]');
  await photoTool
    .getByLabel('Upload a photo')
    .setInputFiles({ name: `${HOSTILE_FILE_STEM}.png`, mimeType: 'image/png', buffer: fs.readFileSync(PHOTO) });
  await photoTool.getByRole('img', { name: `Uploaded: ${HOSTILE_FILE_STEM}.png` }).waitFor();
  await page.getByRole('button', { name: 'Text to colouring page' }).click();
  const textTool = page.locator('[data-tool="text-to-coloring"]');
  // A thing to draw first: a prompt that names nothing is refused before any page is made (and shows no prompt).
  await textTool.getByLabel('What should be on the page?').fill(`a cat ${ALL_TEXT_PAYLOADS}`);
  await textTool.getByRole('button', { name: 'Create colouring page' }).click();
  await textTool.getByRole('article').first().waitFor({ timeout: 60_000 });
  await assertInert(page, watch, 'colouring', TEXT_PAYLOADS.length + 1);

  // Presentation: a hostile topic to the download-ready modal, then a hostile document name.
  await page.goto(`${server.url}/presentations`, { waitUntil: 'networkidle' });
  const deckForm = page.getByRole('form', { name: 'Presentation generator' });
  await deckForm
    .getByLabel('Topic or text')
    .fill(`Slides about safety\n\n${ALL_TEXT_PAYLOADS}\n\n${MARKDOWN_PAYLOADS.slice(0, 6).join('\n')}`);
  await deckForm.getByRole('button', { name: 'Generate presentation' }).click();
  const ready = page.getByRole('dialog', { name: 'Your presentation is ready' });
  await ready.waitFor({ timeout: 60_000 });
  await assertInert(page, watch, 'presentation ready', TEXT_PAYLOADS.length + 6);
  await ready.getByRole('button', { name: 'Close' }).first().click();
  await deckForm.getByRole('tab', { name: 'Upload file' }).click();
  await deckForm.getByLabel('Document').setInputFiles({
    name: `${HOSTILE_FILE_STEM}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(ALL_TEXT_PAYLOADS),
  });
  await assertInert(page, watch, 'presentation file name', 1);

  // The contact form: every field hostile (the email must still be an email).
  await page.goto(`${server.url}/about`, { waitUntil: 'networkidle' });
  const contact = page.locator('#contact');
  await contact.getByLabel('Name').fill(SHORT_TEXT_PAYLOAD);
  await contact.getByLabel('Email').fill('mallory@example.com');
  await contact.getByLabel('Subject').fill(SHORT_TEXT_PAYLOAD);
  await contact.getByLabel('Message').fill(ALL_TEXT_PAYLOADS);
  await contact.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('Thanks for your message! We will get back to you soon.').waitFor();
  await assertInert(page, watch, 'contact form', TEXT_PAYLOADS.length + 2);

  // The admin console lists all of it: users, tasks, posts (and the Markdown preview), messages, the audit log.
  for (const tab of ['users', 'tasks', 'blog', 'messages', 'activity']) {
    await page.goto(`${server.url}/admin?tab=${tab}`, { waitUntil: 'networkidle' });
    await page.getByRole('tabpanel').first().waitFor();
    if (tab === 'blog') {
      await page
        .getByRole('button', { name: /^Edit Hostile/ })
        .first()
        .click();
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.getByRole('tabpanel', { name: 'Preview' }).locator('.blog-prose').waitFor();
      await assertInert(page, watch, 'admin blog preview', blogPayloads);
    } else if (tab === 'activity') {
      await assertInert(page, watch, 'admin activity', 0);
    } else {
      // A data row (the header row is the first), then the hostile text where this tab shows it.
      await page.getByRole('tabpanel').first().getByRole('row').nth(1).waitFor();
      if (tab !== 'tasks')
        expect(await page.getByRole('tabpanel').first().getByText(SHORT_TEXT_PAYLOAD).count(), tab).toBeGreaterThan(0);
      await assertInert(page, watch, `admin ${tab}`, TEXT_PAYLOADS.length);
    }
  }

  await context.close();
  console.log(
    `R8 XSS: ${MARKDOWN_PAYLOADS.length + TEXT_PAYLOADS.length + HOSTILE_POSTS.length + 2} payloads, ` +
      `${tally.payloadRenders} payload renders × ${tally.pages.size} page states, ${tally.executed.length} executed`,
  );
  expect(tally.executed).toEqual([]);
}, 240_000);

/** Flattens app/routes.ts into URL patterns. */
function routePaths(entries: readonly RouteConfigEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix || '/' : `${prefix}/${entry.path ?? ''}`.replace(/\/+/g, '/');
    return [own, ...routePaths(entry.children ?? [], own === '/' ? '' : own)];
  });
}

/** A concrete URL (or several) for every route pattern; a new route without one fails the test. */
function urlsForRoute(pattern: string, contentPages: string[], blogSlugs: string[]): string[] | undefined {
  const samples: Record<string, string[]> = {
    '/': ['/'],
    '/reset-password': ['/reset-password', '/reset-password?token=not-a-token', '/reset-password?error=INVALID_TOKEN'],
    '/checkout/sandbox/:paymentId': ['/checkout/sandbox/not-a-payment', `/checkout/sandbox/${crypto.randomUUID()}`],
    '/callback/:provider/:result': ['/callback/paypal/success', '/callback/stripe/cancel', '/callback/nope/nope'],
    '/orders': ['/orders'],
    '/billing': ['/billing'],
    '/credits': ['/credits', '/credits?kind=refund'],
    '/api-keys': ['/api-keys'],
    '/notifications': ['/notifications'],
    '/my-tasks': ['/my-tasks'],
    '/creations': ['/creations', '/creations?tool=watermark&page=2', '/creations?tool=%3Cscript%3E&page=-1'],
    '/:page': [...contentPages.filter((name) => name !== 'home').map((name) => `/${name}`), '/no-such-page'],
    // The translated pages (app/i18n) are in the sitemap; these add an untranslated and an unknown page.
    '/es': ['/es'],
    '/zh': ['/zh'],
    '/es/:page': ['/es/pricing', '/es/job-application-kit', '/es/%3Cscript%3E'],
    // The account pages and the payment pages in Spanish and Chinese (the English modules, their text translated).
    ...Object.fromEntries(
      ['es', 'zh'].flatMap((locale): Array<[string, string[]]> => [
        ...['orders', 'billing', 'api-keys', 'notifications', 'my-tasks'].map((page): [string, string[]] => [
          `/${locale}/${page}`,
          [`/${locale}/${page}`],
        ]),
        [`/${locale}/credits`, [`/${locale}/credits`, `/${locale}/credits?kind=%3Cscript%3E`]],
        // The blog in that language (its posts come from the sitemap); an unknown and a malformed slug.
        [`/${locale}/blog`, [`/${locale}/blog`, `/${locale}/blog?page=%3Cscript%3E`]],
        [`/${locale}/blog/:slug`, [`/${locale}/blog/no-such-post`, `/${locale}/blog/NOT_A_SLUG`]],
        [`/${locale}/creations`, [`/${locale}/creations`, `/${locale}/creations?tool=%3Cscript%3E&page=-1`]],
        [`/${locale}/checkout/sandbox/:paymentId`, [`/${locale}/checkout/sandbox/not-a-payment`]],
        [
          `/${locale}/reset-password`,
          [`/${locale}/reset-password?token=not-a-token`, `/${locale}/reset-password?error=x`],
        ],
        [
          `/${locale}/callback/:provider/:result`,
          [`/${locale}/callback/paypal/success`, `/${locale}/callback/stripe/cancel`, `/${locale}/callback/nope/nope`],
        ],
      ]),
    ),
    '/zh/:page': ['/zh/terms', '/zh/no-such-page'],
    '/blog': ['/blog', '/blog?current=2', '/blog?page=2', '/blog?page=%3Cscript%3E'],
    '/blog/:slug': [...blogSlugs.map((slug) => `/blog/${slug}`), '/blog/no-such-post', '/blog/NOT_A_SLUG'],
    '/embed/ocr': ['/embed/ocr'],
    '/admin': ['/admin', '/admin?tab=users'],
    '/*': ['/deep/unknown/path', '/%E0%A4%A', '/about/index.html', '/about/', '/blog/'],
  };
  return samples[pattern];
}

it('sends the Content-Security-Policy with every HTML answer, naming every inline script by nonce or hash', async () => {
  const contentPages = fs
    .readdirSync(path.resolve(import.meta.dirname, '../../content/pages'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const sitemapUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) =>
      new URL(
        match[1]!
          .replaceAll('&amp;', '&')
          .replaceAll('&quot;', '"')
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&apos;', "'"),
      ).pathname,
  );
  const blogSlugs = sitemapUrls.filter((url) => url.startsWith('/blog/')).map((url) => url.slice('/blog/'.length));
  expect(blogSlugs.length).toBeGreaterThan(3);

  const urls = new Set<string>(sitemapUrls);
  const untested: string[] = [];
  for (const pattern of routePaths(routes)) {
    const samples = urlsForRoute(pattern, contentPages, blogSlugs);
    if (!samples) untested.push(pattern);
    else for (const url of samples) urls.add(url);
  }
  expect(untested, 'routes in app/routes.ts without sample URLs here').toEqual([]);
  // Prerendered pages also answer their .data requests and HEAD; pages answer POST with their action or a 405.
  const checks: Array<{ url: string; method: string }> = [...urls].map((url) => ({ url, method: 'GET' }));
  checks.push({ url: '/about', method: 'HEAD' }, { url: '/blog', method: 'POST' }, { url: '/', method: 'POST' });

  const html: string[] = [];
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  for (const { url, method } of checks) {
    const response = await fetch(`${server.url}${url}`, { method, redirect: 'manual' });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const type = response.headers.get('content-type') ?? '';
    const body = method === 'HEAD' ? '' : await response.text();
    const looksLikeHtml = /^\s*<!doctype html|<html/i.test(body);
    if (looksLikeHtml && !type.startsWith('text/html')) problems.push(`${method} ${url}: HTML body served as ${type}`);
    if (!type.startsWith('text/html')) continue;
    html.push(`${method} ${url} ${response.status}`);
    const csp = response.headers.get('content-security-policy');
    if (!csp) {
      problems.push(`${method} ${url} (${response.status}): no Content-Security-Policy`);
      continue;
    }
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"]) {
      if (!csp.includes(directive)) problems.push(`${method} ${url}: CSP lacks ${directive}`);
    }
    // Server-rendered pages name their inline scripts by the response's nonce, prerendered ones by their hashes.
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    const hashes = scriptHashes(csp);
    if ((!nonce && hashes.length === 0) || /unsafe-inline/.test(/script-src [^;]*/.exec(csp)![0])) {
      problems.push(`${method} ${url}: script-src with neither a nonce nor hashes, or with unsafe-inline`);
    }
    if (body.includes('__CSP_NONCE__')) problems.push(`${method} ${url}: nonce placeholder left in the HTML`);
    for (const [, attributes = '', script = ''] of body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
      const hash = `sha256-${crypto.createHash('sha256').update(script).digest('base64')}`;
      const named = nonce ? attributes.includes(`nonce="${nonce}"`) : hashes.includes(hash);
      if (!named)
        problems.push(
          `${method} ${url}: inline script the CSP does not name: <script${attributes.slice(0, 60)}>${script.slice(0, 40)}`,
        );
    }
  }
  console.log(
    `R8 CSP: ${html.length} HTML answers of ${checks.length} requests, all with the CSP (statuses ${JSON.stringify(Object.fromEntries(statuses))})`,
  );
  expect(problems).toEqual([]);
  expect(html.length).toBeGreaterThan(25);
  // Error pages were among them.
  expect(html.some((line) => line.endsWith(' 404'))).toBe(true);
});
