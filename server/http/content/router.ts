/**
 * Marketing content over HTTP:
 *  GET /content/blog/list?current&pageSize&site_id[&locale] → { code: 0, data: { data: [posts], total } }, newest
 *                        first, of one language (English without `locale`)
 *  GET /sitemap.xml, GET /robots.txt
 *  GET /media/*          the marketing images in content/media (webp)
 *  GET /ocr/*            tesseract.js worker, core (wasm) and English data for the in-browser OCR demo, from
 *                        node_modules: the demo works offline and under our CSP ('self' only)
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { LANGUAGE_TAGS, type Locale } from '#contract/locales';
import { BLOG_LOCALES, blogListQuerySchema, type BlogLocale } from '#contract/marketing';
import { contentPageNames, TRANSLATED_LOCALES, translatedPageNames } from '#server/content/validate-content';
import { blogSitemapEntries, listBlogPosts, seedBlog } from '#server/domain/blog/blog';
import type { AppEnv } from '../context';
import { ok, parseQuery } from '../envelope';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MEDIA_DIR = path.join(ROOT, 'content/media');
const MEDIA_FILE = /^[a-z0-9-]+\.(?:webp|png|jpg|svg)$/;

/** The OCR demo's files, by the names tesseract.js asks for. */
// A Map, not an object literal: a request path such as `/ocr/toString` must not find Object.prototype's members.
const OCR_FILES = new Map<string, string>([
  ['worker.min.js', 'node_modules/tesseract.js/dist/worker.min.js'],
  ['lang/eng.traineddata.gz', 'node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz'],
]);
for (const variant of ['', '-simd', '-relaxedsimd']) {
  for (const lstm of ['', '-lstm']) {
    for (const ext of ['.js', '.wasm', '.wasm.js']) {
      const name = `tesseract-core${variant}${lstm}${ext}`;
      OCR_FILES.set(`core/${name}`, `node_modules/tesseract.js-core/${name}`);
    }
  }
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.gz': 'application/gzip',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

function sendFile(file: string, maxAge: number): Response | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  return new Response(Readable.toWeb(fs.createReadStream(file)) as ReadableStream, {
    headers: { 'content-type': type, 'content-length': String(stat.size), 'cache-control': `public, max-age=${maxAge}` },
  });
}

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);
}


/** Pages that are not for search engines (embeds). */
const UNLISTED_PAGES = new Set<string>();

export const contentRouter = new Hono<AppEnv>()
  .get('/content/blog/list', async (c) => {
    const query = parseQuery(c, blogListQuerySchema);
    const { services } = c.var;
    await seedBlog(services);
    return ok(c, await listBlogPosts(services.db, query));
  })
  .get('/sitemap.xml', async (c) => {
    const { services } = c.var;
    await seedBlog(services);
    const origin = services.env.PUBLIC_URL;
    const pathOf = (name: string, locale?: string) =>
      locale ? (name === 'home' ? `/${locale}` : `/${locale}/${name}`) : name === 'home' ? '/' : `/${name}`;
    // A translated page is listed in each language, each entry naming all of them (hreflang, x-default English).
    const translations = new Map<string, Locale[]>();
    for (const locale of TRANSLATED_LOCALES)
      for (const name of translatedPageNames(locale)) translations.set(name, [...(translations.get(name) ?? []), locale]);
    type Entry = { loc: string; lastmod?: string; alternates?: Array<{ hreflang: string; href: string }> };
    const pages: Entry[] = [];
    const names = contentPageNames()
      .filter((name) => !UNLISTED_PAGES.has(name))
      .sort((a, b) => (a === 'home' ? -1 : b === 'home' ? 1 : a.localeCompare(b)));
    for (const name of names) {
      const locales = translations.get(name) ?? [];
      const alternates = locales.length
        ? [
            { hreflang: 'en', href: `${origin}${pathOf(name)}` },
            ...locales.map((locale) => ({ hreflang: LANGUAGE_TAGS[locale], href: `${origin}${pathOf(name, locale)}` })),
            { hreflang: 'x-default', href: `${origin}${pathOf(name)}` },
          ]
        : undefined;
      pages.push({ loc: `${origin}${pathOf(name)}`, alternates });
      for (const locale of locales) pages.push({ loc: `${origin}${pathOf(name, locale)}`, alternates });
    }
    // The blog: each language's list (when it has posts) and every published post, each naming its language versions.
    const blogPosts = await blogSitemapEntries(services.db, services.env.SITE_ID);
    const blogPath = (locale: BlogLocale) => (locale === 'en' ? '/blog' : `/${locale}/blog`);
    const postPath = (locale: BlogLocale, slug: string) => `${blogPath(locale)}/${slug}`;
    const alternatesOf = (paths: Partial<Record<BlogLocale, string>>) => {
      const present = BLOG_LOCALES.filter((locale) => paths[locale]);
      if (present.length < 2) return undefined;
      const href = (locale: BlogLocale) => `${origin}${paths[locale]}`;
      return [
        ...present.map((locale) => ({ hreflang: LANGUAGE_TAGS[locale], href: href(locale) })),
        { hreflang: 'x-default', href: href(present[0]!) },
      ];
    };
    const blogLists = Object.fromEntries(
      BLOG_LOCALES.filter((locale) => locale === 'en' || blogPosts.some((post) => post.locale === locale)).map(
        (locale) => [locale, blogPath(locale)],
      ),
    );
    for (const path of Object.values(blogLists)) pages.push({ loc: `${origin}${path}`, alternates: alternatesOf(blogLists) });
    const posts: Entry[] = blogPosts.map((post) => ({
      loc: `${origin}${postPath(post.locale, post.custom_url)}`,
      lastmod: post.updated_at.toISOString().slice(0, 10),
      alternates: alternatesOf(
        Object.fromEntries(
          Object.entries(post.versions).map(([locale, slug]) => [locale, postPath(locale as BlogLocale, slug)]),
        ),
      ),
    }));
    const urls = [...pages, ...posts]
      .map(
        ({ loc, lastmod, alternates }) =>
          `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${(alternates ?? [])
            .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${xmlEscape(alt.href)}"/>`)
            .join('')}</url>`,
      )
      .join('\n');
    c.header('content-type', 'application/xml; charset=utf-8');
    c.header('cache-control', 'public, max-age=3600');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
    );
  })
  .get('/robots.txt', (c) => {
    const origin = c.var.services.env.PUBLIC_URL;
    c.header('cache-control', 'public, max-age=3600');
    return c.text(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /v1/', 'Disallow: /user/', 'Disallow: /goapi/', 'Disallow: /embed/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'),
    );
  })
  // A wildcard checked here rather than `/media/:file{…}`: a param beside `/media/tools/…` (tool demo videos)
  // is ambiguous to Hono's RegExpRouter, which then falls back to the slower TrieRouter for every route.
  // `/media/tools/…` is answered by the generation router, mounted before this one.
  .get('/media/*', (c) => {
    const file = c.req.path.slice('/media/'.length);
    if (!MEDIA_FILE.test(file)) return c.text('Not found', 404);
    return sendFile(path.join(MEDIA_DIR, file), 86_400) ?? c.text('Not found', 404);
  })
  .get('/ocr/*', (c) => {
    const relative = OCR_FILES.get(c.req.path.slice('/ocr/'.length));
    const response = relative ? sendFile(path.join(ROOT, relative), 604_800) : null;
    return response ?? c.text('Not found', 404);
  });
