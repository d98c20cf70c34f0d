/** GET /content/blog/list, the boot seed from content/blog (English and its translations), /sitemap.xml and /robots.txt. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPostSummary } from '#contract/marketing';
import { blogPosts } from '#server/db/schema/content';
import {
  blogSitemapEntries,
  countEnglishOnly,
  findBlogPostElsewhere,
  getBlogPost,
  readBlogSeed,
  seedBlog,
  seedBlogPosts,
} from '#server/domain/blog/blog';
import { createTestAtelier, type TestAtelier } from '../helpers/test-app';

interface ListAnswer {
  code: number;
  msg: string;
  data: { data: BlogPostSummary[]; total: number } & { field?: string };
}

describe('blog', () => {
  let atelier: TestAtelier;
  const seed = readBlogSeed();
  const allSeedCount = seed.length;
  /** The English posts (the list without `locale`). */
  const seedCount = seed.filter((post) => post.locale === 'en').length;
  const seedCountIn = (locale: string) => seed.filter((post) => post.locale === locale).length;
  const list = async (query: string) => {
    const response = await atelier.request(`/content/blog/list${query}`);
    return { status: response.status, body: (await response.json()) as ListAnswer };
  };

  beforeAll(async () => {
    atelier = await createTestAtelier();
    // Another site's posts, which site 31 must never see.
    await atelier.services.db.insert(blogPosts).values([
      {
        siteId: '77',
        customUrl: 'other-site-one',
        title: 'Other one',
        intro: 'x',
        createdAt: new Date('2026-11-01T00:00:00Z'),
      },
      {
        siteId: '77',
        customUrl: 'other-site-two',
        title: 'Other two',
        intro: 'y',
        createdAt: new Date('2026-11-02T00:00:00Z'),
      },
      { siteId: '31', customUrl: 'draft', title: 'Draft', intro: 'z', published: false },
    ]);
  });
  afterAll(() => atelier.close());

  it('seeds at least six posts from content/blog, idempotently', async () => {
    expect(seedCount).toBeGreaterThanOrEqual(6);
    expect(seedCountIn('es')).toBeGreaterThanOrEqual(2);
    expect(seedCountIn('zh')).toBeGreaterThanOrEqual(2);
    await seedBlog(atelier.services);
    await seedBlog(atelier.services);
    await seedBlogPosts(atelier.services.db, readBlogSeed());
    const rows = await atelier.services.db.select({ id: blogPosts.id }).from(blogPosts);
    expect(rows).toHaveLength(allSeedCount + 3);
  });

  it('lists site 31 newest first, 4 per page by default, with the total, created_at in seconds', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(seedCount);
    expect(body.data.data).toHaveLength(4);
    const [first] = body.data.data;
    expect(Object.keys(first!).sort()).toEqual([
      'cover',
      'cover_alt',
      'created_at',
      'custom_url',
      'id',
      'intro',
      'tags',
      'title',
    ]);
    expect(Number.isInteger(first!.created_at)).toBe(true);
    expect(first!.created_at).toBeLessThan(Date.now() / 1000 + 1);
    expect(first!.created_at).toBeGreaterThan(1_700_000_000);
    const dates = body.data.data.map((post) => post.created_at);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('pages through every post exactly once', async () => {
    const seen: string[] = [];
    const pages = Math.ceil(seedCount / 3);
    for (let current = 1; current <= pages; current++) {
      const { body } = await list(`?current=${current}&pageSize=3&site_id=31`);
      expect(body.data.total).toBe(seedCount);
      expect(body.data.data.length).toBe(current < pages ? 3 : seedCount - 3 * (pages - 1));
      seen.push(...body.data.data.map((post) => post.custom_url));
    }
    expect(new Set(seen).size).toBe(seedCount);
    expect(seen).not.toContain('draft');
    const beyond = await list(`?current=${pages + 1}&pageSize=3`);
    expect(beyond.body.data).toEqual({ data: [], total: seedCount });
  });

  it('filters by site', async () => {
    const { body } = await list('?site_id=77&pageSize=10');
    expect(body.data.total).toBe(2);
    expect(body.data.data.map((post) => post.custom_url)).toEqual(['other-site-two', 'other-site-one']);
    const none = await list('?site_id=nobody');
    expect(none.body).toMatchObject({ code: 0, data: { data: [], total: 0 } });
  });

  it('answers bad parameters with code -1 naming the field', async () => {
    for (const [query, field] of [
      ['?current=0', 'current'],
      ['?current=abc', 'current'],
      ['?current=1.5', 'current'],
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=1000', 'pageSize'],
      ['?site_id=%20', 'site_id'],
      ['?site_id=a%3Bdrop', 'site_id'],
    ] as const) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe(-1);
      expect(body.msg.startsWith(`${field}: `), `${query} → ${body.msg}`).toBe(true);
      expect(body.data).toMatchObject({ field });
    }
  });

  it('renders a post body as sanitized HTML', async () => {
    const found = await getBlogPost(atelier.services.db, '31', 'en', 'studio-headshots-from-a-selfie');
    expect(found?.post.title).toContain('headshots');
    expect(found?.post.html).toContain('<h2>');
    expect(await getBlogPost(atelier.services.db, '31', 'en', 'draft')).toBeNull();
    expect(await getBlogPost(atelier.services.db, '31', 'en', 'other-site-one')).toBeNull();
  });

  it('lists one language at a time: Spanish and Chinese posts with ?locale, English without it', async () => {
    const spanish = await list('?locale=es&pageSize=50');
    expect(spanish.body.data.total).toBe(seedCountIn('es'));
    expect(spanish.body.data.data.map((post) => post.custom_url)).toContain('de-la-foto-fija-al-movimiento');
    const chinese = await list('?locale=zh&pageSize=50');
    expect(chinese.body.data.total).toBe(seedCountIn('zh'));
    expect(chinese.body.data.data.every((post) => /[\u4e00-\u9fff]/.test(post.title))).toBe(true);
    const english = await list('?pageSize=50');
    expect(english.body.data.data.map((post) => post.custom_url)).not.toContain('de-la-foto-fija-al-movimiento');
    const bad = await list('?locale=fr');
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ field: 'locale' });
  });

  it('links a post to its published language versions, the same slug in two languages being two posts', async () => {
    const english = await getBlogPost(atelier.services.db, '31', 'en', 'from-still-to-motion');
    const spanish = await getBlogPost(atelier.services.db, '31', 'es', 'de-la-foto-fija-al-movimiento');
    const chinese = await getBlogPost(atelier.services.db, '31', 'zh', 'from-still-to-motion');
    const versions = { en: 'from-still-to-motion', es: 'de-la-foto-fija-al-movimiento', zh: 'from-still-to-motion' };
    expect(english?.versions).toEqual(versions);
    expect(spanish?.versions).toEqual(versions);
    expect(chinese?.versions).toEqual(versions);
    expect(chinese?.post.id).not.toBe(english?.post.id);
    expect(spanish?.post.title).toMatch(/^De la foto fija al movimiento/);
    // An English-only post has itself as its one version.
    expect((await getBlogPost(atelier.services.db, '31', 'en', 'inside-atelier'))?.versions).toEqual({
      en: 'inside-atelier',
    });
    // A Spanish slug is not an English post.
    expect(await getBlogPost(atelier.services.db, '31', 'en', 'de-la-foto-fija-al-movimiento')).toBeNull();
  });

  it('an unpublished translation is not a version, and its URL leads nowhere', async () => {
    const [original] = await atelier.services.db
      .insert(blogPosts)
      .values({ siteId: '31', customUrl: 'only-english', title: 'Only English', intro: 'i' })
      .returning();
    await atelier.services.db.insert(blogPosts).values({
      siteId: '31',
      locale: 'es',
      customUrl: 'solo-borrador',
      title: 'Borrador',
      intro: 'b',
      translationOf: original!.id,
      published: false,
    });
    expect((await getBlogPost(atelier.services.db, '31', 'en', 'only-english'))?.versions).toEqual({
      en: 'only-english',
    });
    expect(await findBlogPostElsewhere(atelier.services.db, '31', 'en', 'solo-borrador')).toBeNull();
    await atelier.services.db.delete(blogPosts).where(eq(blogPosts.customUrl, 'solo-borrador'));
    await atelier.services.db.delete(blogPosts).where(eq(blogPosts.customUrl, 'only-english'));
  });

  it('finds where a post URL asked for in another language leads: its version there, or the post itself', async () => {
    const db = atelier.services.db;
    // /es/blog/from-still-to-motion → the Spanish version, whose slug differs.
    expect(await findBlogPostElsewhere(db, '31', 'es', 'from-still-to-motion')).toEqual({
      locale: 'es',
      custom_url: 'de-la-foto-fija-al-movimiento',
    });
    // /blog/de-la-foto-fija-al-movimiento → the English version.
    expect(await findBlogPostElsewhere(db, '31', 'en', 'de-la-foto-fija-al-movimiento')).toEqual({
      locale: 'en',
      custom_url: 'from-still-to-motion',
    });
    // /es/blog/inside-atelier (English only) → the English post.
    expect(await findBlogPostElsewhere(db, '31', 'es', 'inside-atelier')).toEqual({
      locale: 'en',
      custom_url: 'inside-atelier',
    });
    expect(await findBlogPostElsewhere(db, '31', 'es', 'no-such-post')).toBeNull();
    expect(await findBlogPostElsewhere(db, '31', 'es', 'draft')).toBeNull();
  });

  it('refuses two versions of one post in one language, and a language outside the list (database rules)', async () => {
    const db = atelier.services.db;
    const [original] = await db.select().from(blogPosts).where(eq(blogPosts.customUrl, 'inside-atelier'));
    const spanish = { siteId: '31', locale: 'es', title: 'Dentro', intro: 'd', translationOf: original!.id };
    await db.insert(blogPosts).values({ ...spanish, customUrl: 'dentro-de-atelier' });
    await expect(db.insert(blogPosts).values({ ...spanish, customUrl: 'dentro-de-atelier-2' })).rejects.toThrow();
    await expect(
      db.insert(blogPosts).values({ siteId: '31', locale: 'fr', customUrl: 'en-francais', title: 'F', intro: 'f' }),
    ).rejects.toThrow();
    await db.delete(blogPosts).where(eq(blogPosts.customUrl, 'dentro-de-atelier'));
  });

  it('counts the English posts without a published version in a language (not the other language originals)', async () => {
    const db = atelier.services.db;
    const translatedInto = (locale: string) =>
      seed.filter((post) => post.locale === locale && post.translation_of).length;
    expect(await countEnglishOnly(db, '31', 'es')).toBe(seedCount - translatedInto('es'));
    // A Spanish original and an unpublished Spanish translation change nothing; a published one counts.
    const [original] = await db.select().from(blogPosts).where(eq(blogPosts.customUrl, 'inside-atelier'));
    await db.insert(blogPosts).values([
      { siteId: '31', locale: 'es', customUrl: 'solo-en-espanol', title: 'Solo', intro: 's' },
      {
        siteId: '31',
        locale: 'es',
        customUrl: 'dentro',
        title: 'Dentro',
        intro: 'd',
        translationOf: original!.id,
        published: false,
      },
    ]);
    expect(await countEnglishOnly(db, '31', 'es')).toBe(seedCount - translatedInto('es'));
    await db.update(blogPosts).set({ published: true }).where(eq(blogPosts.customUrl, 'dentro'));
    expect(await countEnglishOnly(db, '31', 'es')).toBe(seedCount - translatedInto('es') - 1);
    expect(await countEnglishOnly(db, '31', 'zh')).toBe(seedCount - translatedInto('zh'));
    await db.delete(blogPosts).where(eq(blogPosts.customUrl, 'dentro'));
    await db.delete(blogPosts).where(eq(blogPosts.customUrl, 'solo-en-espanol'));
  });

  it('names every language version of a post in the sitemap entries', async () => {
    const entries = await blogSitemapEntries(atelier.services.db, '31');
    const spanish = entries.find(
      (entry) => entry.locale === 'es' && entry.custom_url === 'de-la-foto-fija-al-movimiento',
    );
    expect(spanish?.versions).toEqual({
      en: 'from-still-to-motion',
      es: 'de-la-foto-fija-al-movimiento',
      zh: 'from-still-to-motion',
    });
    expect(entries.filter((entry) => entry.locale === 'en')).toHaveLength(seedCount);
  });

  it('serves a sitemap with the pages and the posts, and robots.txt pointing at it', async () => {
    const sitemap = await atelier.request('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    const origin = atelier.env.PUBLIC_URL;
    expect(xml).toContain(`<loc>${origin}/</loc>`);
    expect(xml).toContain(`<loc>${origin}/about</loc>`);
    expect(xml).toContain(`<loc>${origin}/blog</loc>`);
    expect(xml).toContain(`<loc>${origin}/blog/studio-headshots-from-a-selfie</loc>`);
    expect(xml).not.toContain('other-site-one');
    expect(xml).not.toContain('/blog/draft');
    // Each language's list and posts, a translated post naming all its versions and x-default (English).
    const entry = (loc: string) => xml.split('\n').find((line) => line.includes(`<loc>${loc}</loc>`)) ?? '';
    expect(xml).toContain(`<loc>${origin}/es/blog</loc>`);
    expect(xml).toContain(`<loc>${origin}/zh/blog</loc>`);
    const spanishPost = entry(`${origin}/es/blog/de-la-foto-fija-al-movimiento`);
    expect(spanishPost).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${origin}/blog/from-still-to-motion"/>`,
    );
    expect(spanishPost).toContain(
      `<xhtml:link rel="alternate" hreflang="zh-Hans" href="${origin}/zh/blog/from-still-to-motion"/>`,
    );
    expect(spanishPost).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/blog/from-still-to-motion"/>`,
    );
    expect(entry(`${origin}/blog/inside-atelier`)).toContain('<lastmod>');
    expect(entry(`${origin}/blog/inside-atelier`)).not.toContain('xhtml:link');
    expect(entry(`${origin}/es/blog`)).toContain(`hreflang="zh-Hans" href="${origin}/zh/blog"/>`);
    expect(xml).not.toContain('/es/blog/inside-atelier');
    const robots = await atelier.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('serves the marketing images and the offline OCR files from our origin', async () => {
    const image = await atelier.request('/media/chelsea-colouring.webp');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await atelier.request('/media/..%2Fbrand.json')).status).toBe(404);
    const lang = await atelier.request('/ocr/lang/eng.traineddata.gz');
    expect(lang.status).toBe(200);
    expect(Number(lang.headers.get('content-length'))).toBeGreaterThan(1_000_000);
    expect((await atelier.request('/ocr/worker.min.js')).status).toBe(200);
    expect((await atelier.request('/ocr/core/tesseract-core-simd-lstm.wasm.js')).status).toBe(200);
    expect((await atelier.request('/ocr/../package.json')).status).toBe(404);
  });
});
