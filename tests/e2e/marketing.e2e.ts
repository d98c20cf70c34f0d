/**
 * Marketing site journeys in Chromium: every home section renders (a disabled one does not), the feature
 * carousel advances after 5 s, the before/after divider follows the keyboard and the mouse, blog paging and a
 * post page, both prototype wizards end to end, and the offline OCR demo reads an image made here.
 */
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startE2eApp, stopE2eApp, untilHydrated, watchErrors, type ServerProcess } from './fixtures';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2eApp());
});
afterAll(() => stopE2eApp({ browser, server }));

async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const errors = watchErrors(page, { ignore401: true });
  await page.goto(`${server.url}${path}`);
  return { page, errors };
}

/**
 * Scrolls to the bottom and back so every lazy image loads, then waits for them (for the screenshots). Twice: an
 * island that comes near the viewport during the first pass renders its own (lazy) images once its code has
 * arrived, possibly after the pass has moved on; the second pass brings them into view.
 */
/**
 * Scrolls the element into view inside the page, in one step: an island hydrating may replace the server-rendered
 * element meanwhile, and a locator's scrollIntoViewIfNeeded then failed with "Element is not attached to the DOM".
 */
async function scrollIntoView(page: Page, selector: string) {
  await page.locator(selector).waitFor({ state: 'attached' });
  await page.evaluate((css) => document.querySelector(css)?.scrollIntoView({ block: 'center' }), selector);
}

async function scrollThrough(page: Page) {
  for (let pass = 0; pass < 2; pass++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 700) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
    }
  }
  await page.waitForFunction(
    () => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
    null,
    { timeout: 15_000 },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
}

describe('marketing site', () => {
  it('renders every home section, hides the disabled one, and looks right at 1280 and 390 px', async () => {
    const { page, errors } = await open('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('minus the studio');
    for (const title of [
      'Drag to see what Atelier does',
      'Five tools, one calm workspace',
      'Before and after, straight from the engines',
      'Start from what you already have',
      'Made with Atelier',
      'Creators, teachers and small teams',
      'Try it: read the text in a photo',
      'Questions, answered',
      'From the journal',
      'Make something today',
    ]) {
      expect(await page.getByRole('heading', { name: title }).count(), title).toBe(1);
    }
    expect(await page.getByText('Holiday sale: half-price credits').count()).toBe(0);
    expect(await page.locator('#holiday-sale').count()).toBe(0);
    // Testimonials with stars, the OCR iframe, the masonry and the 3-column grid.
    expect(await page.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBeGreaterThanOrEqual(5);
    await scrollIntoView(page, 'iframe[title="Try it: read the text in a photo"]');
    await page.waitForFunction(
      () =>
        document.querySelector('iframe[title="Try it: read the text in a photo"]')?.getAttribute('src') ===
        '/embed/ocr',
    );
    expect(await page.locator('[data-layout="masonry"]').count()).toBe(1);
    expect(await page.locator('[data-columns="3"]').count()).toBe(1);
    // The before/after strip scrolls continuously over 150 s (once its island runs: app/sections/island.tsx). The
    // island runs when it comes into view, or idle after an interaction the page saw: the scroll above may have come
    // before hydration (the run then waited 30 s for it), so bring the strip into view as a visitor would.
    await scrollIntoView(page, '[data-testid="before-after-track"]');
    await page.locator('[data-island="live"] [data-testid="before-after-track"]').waitFor();
    const animation = await page
      .getByTestId('before-after-track')
      .evaluate((el) => el.getAnimations().map((a) => a.effect?.getTiming().duration));
    expect(animation).toEqual([150_000]);
    // The blog list fills in.
    await page.getByRole('list', { name: 'Blog posts' }).getByRole('link').first().waitFor();
    expect(await page.getByRole('list', { name: 'Blog posts' }).getByRole('link').count()).toBe(4);

    await scrollThrough(page);
    await screenshot(page, 'marketing-home-1280', { fullPage: true });
    const phone = await open('/', 390);
    await scrollThrough(phone.page);
    // The list fills in from its own request, which may still be on its way once the scrolling is done.
    const phonePosts = phone.page.getByRole('list', { name: 'Blog posts' }).getByRole('link');
    await phonePosts.first().waitFor();
    expect(await phonePosts.count()).toBe(4);
    await screenshot(phone.page, 'marketing-home-390', { fullPage: true });
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect([...errors, ...phone.errors]).toEqual([]);
    await Promise.all([page.close(), phone.page.close()]);
  });

  it('paints the prerendered home page before it fetches any script, then hydrates', async () => {
    const { page, errors } = await open('/');
    // In one step inside the page: the island may replace #compare (going live) between a locator's find and scroll.
    await page.evaluate(() => document.getElementById('compare')?.scrollIntoView({ block: 'center' }));
    await page.locator('[data-island="live"] > #compare').waitFor();
    const timeline = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
      inertScripts: document.querySelectorAll('script[type="text/x-atelier-after-paint"]').length,
    }));
    expect(timeline.firstContentfulPaint).toBeGreaterThan(0);
    expect(timeline.scripts.map((script) => script.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/entry\.client-.*\.js$/)]),
    );
    for (const script of timeline.scripts)
      expect(script.startTime, script.path).toBeGreaterThanOrEqual(timeline.firstContentfulPaint!);
    expect(timeline.inertScripts).toBe(0);
    // The restored module script is named by the page's hash-based policy: no violation, no error.
    expect(errors).toEqual([]);
    await page.close();
    // A page whose first screen is a tool or a wizard asks for its scripts at once (input must not be lost).
    for (const path of ['/idea-to-video', '/colouring', '/pricing']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).toContain('rel="modulepreload"');
      expect(html, path).not.toContain('text/x-atelier-after-paint');
    }
    expect(await (await fetch(`${server.url}/image-to-text`)).text()).toContain('text/x-atelier-after-paint');
  });

  it('advances the feature carousel after 5 s, and opening an item shows its slide', async () => {
    const { page } = await open('/');
    // The rotation starts when the section's island runs: below the fold, once the visitor has interacted with
    // the page (app/sections/island.tsx). A visitor moving the pointer about, until then:
    const live = page.locator('[data-island="live"] > #tools');
    let step = 0;
    await expect
      .poll(
        async () => {
          await page.mouse.move(5 + (step++ % 20), 5);
          return live.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    const current = page.locator('[aria-roledescription="slide"][aria-current="true"]');
    await current.waitFor();
    expect(await current.getAttribute('aria-label')).toMatch(/^1 of 5/);
    expect(
      await page.getByRole('button', { name: 'Studio headshots', exact: true }).getAttribute('aria-expanded'),
    ).toBe('true');
    await page.waitForTimeout(4_000);
    expect(await current.getAttribute('aria-label')).toMatch(/^1 of 5/);
    await page.waitForFunction(
      () =>
        document
          .querySelector('[aria-roledescription="slide"][aria-current="true"]')
          ?.getAttribute('aria-label')
          ?.startsWith('2 of 5'),
      null,
      {
        timeout: 3_000,
      },
    );
    expect(await page.getByRole('button', { name: 'Image to video', exact: true }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(
      await page.getByRole('button', { name: 'Studio headshots', exact: true }).getAttribute('aria-expanded'),
    ).toBe('false');

    await page.getByRole('button', { name: 'Colouring pages', exact: true }).click();
    await page.waitForFunction(() =>
      document
        .querySelector('[aria-roledescription="slide"][aria-current="true"]')
        ?.getAttribute('aria-label')
        ?.startsWith('5 of 5'),
    );
    // Clicking the open item closes it: nothing is open.
    await page.getByRole('button', { name: 'Colouring pages', exact: true }).click();
    for (const name of [
      'Studio headshots',
      'Image to video',
      'Watermark remover',
      'Presentations from notes',
      'Colouring pages',
    ]) {
      expect(await page.getByRole('button', { name, exact: true }).getAttribute('aria-expanded'), name).toBe('false');
    }
    await page.close();
  });

  it('moves the before/after divider with the keyboard and the mouse', async () => {
    const { page } = await open('/');
    const slider = page.getByRole('slider', { name: /before\/after divider/ });
    await scrollIntoView(page, '#compare');
    await page.locator('[data-island="live"] > #compare').waitFor();
    expect(await slider.getAttribute('aria-valuenow')).toBe('50');
    const clip = () => page.getByTestId('after-image').evaluate((el) => (el as HTMLElement).style.clipPath);
    expect(await clip()).toBe('inset(0px 0px 0px 50%)');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe('53');
    await page.keyboard.press('ArrowLeft');
    expect(await slider.getAttribute('aria-valuenow')).toBe('52');
    expect(await clip()).toBe('inset(0px 0px 0px 52%)');
    await page.keyboard.press('Home');
    expect(await slider.getAttribute('aria-valuenow')).toBe('0');

    const box = (await page.getByTestId('after-image').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const value = Number(await slider.getAttribute('aria-valuenow'));
    expect(value).toBeGreaterThanOrEqual(23);
    expect(value).toBeLessThanOrEqual(27);
    await page.close();
  });

  it('pages the blog and opens a post in a new tab; an unknown post is a 404', async () => {
    const { page, errors } = await open('/blog');
    const posts = page.getByRole('list', { name: 'Blog posts' }).getByRole('link');
    expect(await posts.count()).toBe(4);
    const firstPageTitles = await posts.allTextContents();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page
      .getByRole('button', { name: 'Page 2', pressed: undefined })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    await page.waitForFunction(
      (first) => document.querySelector('[aria-label="Blog posts"] a')?.textContent !== first,
      firstPageTitles[0],
    );
    const secondPage = await posts.allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((title) => firstPageTitles.includes(title))).toBe(false);

    const [tab] = await Promise.all([page.context().waitForEvent('page'), posts.first().click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toMatch(/^\/blog\/[a-z0-9-]+$/);
    const h1 = await tab.getByRole('heading', { level: 1 }).textContent();
    expect(secondPage[0]).toContain(h1!);
    expect(await tab.locator('time').count()).toBeGreaterThan(0);
    expect(await tab.getByRole('list', { name: 'Tags' }).count()).toBe(1);
    expect(await tab.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${server.url}${new URL(tab.url()).pathname}`,
    );
    expect(await tab.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await tab.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      /^http.*\/media\/cover-.*\.webp$/,
    );

    const missing = await page.request.get(`${server.url}/blog/no-such-post`);
    expect(missing.status()).toBe(404);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('walks the video-from-idea wizard forward and back', async () => {
    const { page, errors } = await open('/idea-to-video');
    await page.getByLabel('Your idea').fill('A one-minute tour of a pottery studio');
    await page.getByRole('button', { name: /Next: style/ }).click();
    await page.getByText('Step 2 of 2').waitFor();
    expect(await page.getByTestId('video-wizard-cost').textContent()).toContain('333');
    await page.getByRole('radio', { name: '5m' }).check();
    await page.getByRole('radio', { name: '9:16' }).check();
    await page.getByRole('radio', { name: 'sora-1.0' }).check();
    await page.getByRole('radio', { name: 'flexible' }).check();
    expect(await page.getByTestId('formality-value').textContent()).toBe('Balanced');
    await page.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('formality-value').textContent()).toBe('Professional');
    await page.getByRole('button', { name: /Create video/ }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain('prototype');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Step 1 of 2').waitFor();
    expect(await page.getByLabel('Your idea').inputValue()).toBe('A one-minute tour of a pottery studio');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('walks the job-application-kit wizard from import to complete and back', async () => {
    const { page, errors } = await open('/job-application-kit');
    await page.getByRole('button', { name: 'Analyze sample resume' }).click();
    await page.getByRole('progressbar', { name: 'Analyzing progress' }).waitFor();
    const started = Date.now();
    await page.getByRole('heading', { name: 'Pick the role you are applying for' }).waitFor({ timeout: 10_000 });
    // 100 ticks of 20 ms plus the 500 ms pause.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    await page.getByRole('button', { name: /Product Designer/ }).click();
    await page.getByRole('radio', { name: 'Warm' }).check();
    await page.getByRole('button', { name: 'Generate my kit' }).click();
    await page.getByRole('heading', { name: 'Generating your kit…' }).waitFor();
    await page.getByRole('heading', { name: 'Your application kit is ready' }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('Sample data').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Upgrade' }).isVisible()).toBe(true);
    expect(await page.locator('.blur-sm').count()).toBe(1);
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('heading', { name: 'Import your current resume' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('reads the text of an image in the browser, offline, with a progress bar', async () => {
    const png = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="220"><rect width="900" height="220" fill="white"/>` +
          `<text x="40" y="90" font-family="DejaVu Sans, sans-serif" font-size="56" fill="black">Atelier reads text</text>` +
          `<text x="40" y="170" font-family="DejaVu Sans, sans-serif" font-size="56" fill="black">offline 2026</text></svg>`,
      ),
    )
      .png()
      .toBuffer();
    const { page, errors } = await open('/embed/ocr');
    const offsite: string[] = [];
    page.on('request', (request) => {
      if (
        !request.url().startsWith(server.url) &&
        !request.url().startsWith('blob:') &&
        !request.url().startsWith('data:')
      )
        offsite.push(request.url());
    });
    // A file chosen before React owns the input is lost (CI once waited 30 s for a progress bar that never came).
    await untilHydrated(page.getByLabel('Image to read'));
    await page.getByLabel('Image to read').setInputFiles({ name: 'words.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('progressbar', { name: 'Recognition progress' }).waitFor();
    const text = page.getByTestId('ocr-text');
    await text.waitFor({ timeout: 90_000 });
    const read = (await text.textContent())!;
    expect(read).toMatch(/Atelier reads text/i);
    expect(read).toMatch(/offline 2026/i);
    expect(offsite).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
