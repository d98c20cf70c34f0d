/** GET /content/blog/list, the boot seed from content/blog, /sitemap.xml and /robots.txt. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPostSummary } from '#contract/marketing';
import { blogPosts } from '#server/db/schema/content';
import { getBlogPost, readBlogSeed, seedBlog, seedBlogPosts } from '#server/domain/blog/blog';
import { createTestAtelier, type TestAtelier } from '../helpers/test-app';

interface ListAnswer {
  code: number;
  msg: string;
  data: { data: BlogPostSummary[]; total: number } & { field?: string };
}

describe('blog', () => {
  let atelier: TestAtelier;
  const seedCount = readBlogSeed().length;
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
    await seedBlog(atelier.services);
    await seedBlog(atelier.services);
    await seedBlogPosts(atelier.services.db, readBlogSeed());
    const rows = await atelier.services.db.select({ id: blogPosts.id }).from(blogPosts);
    expect(rows).toHaveLength(seedCount + 3);
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
    const post = await getBlogPost(atelier.services.db, '31', 'studio-headshots-from-a-selfie');
    expect(post?.title).toContain('headshots');
    expect(post?.html).toContain('<h2>');
    expect(await getBlogPost(atelier.services.db, '31', 'draft')).toBeNull();
    expect(await getBlogPost(atelier.services.db, '31', 'other-site-one')).toBeNull();
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
