/**
 * The admin blog API's languages: a post's `locale` (one of the site's languages) and `translation_of` (any version
 * of another post: stored as its original), the versions each answer names, and the refusals that keep one version
 * per language and no chains. Runs on PGlite, and on PostgreSQL with ATELIER_TEST_DB=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlogPost } from '#contract/admin';
import type { Paged } from '#contract/envelope';
import type { BlogPostSummary } from '#contract/marketing';
import { createTestAtelier, type TestAtelier, type TestUser } from '../helpers/test-app';

describe('admin blog API: languages and translations', () => {
  let atelier: TestAtelier;
  let admin: TestUser;
  const adminEmail = `editor-${Date.now()}@example.com`;

  beforeAll(async () => {
    atelier = await createTestAtelier({ env: { ADMIN_EMAILS: adminEmail } });
    admin = await atelier.signUp({ email: adminEmail, name: 'Editor' });
  });
  afterAll(() => atelier.close());

  const post = (slug: string, extra: Record<string, unknown> = {}) => ({
    title: `Post ${slug}`,
    custom_url: slug,
    intro: 'An intro.',
    body: 'Some *Markdown*.',
    tags: [],
    ...extra,
  });
  const create = (body: Record<string, unknown>) => admin.json<AdminBlogPost>('/api/admin/blog', { json: body });
  const publicList = async (locale: string) => {
    const response = await atelier.request(`/content/blog/list?pageSize=50&locale=${locale}`);
    return ((await response.json()) as { data: Paged<BlogPostSummary> }).data.data.map((entry) => entry.custom_url);
  };

  it('creates posts in English by default and in the language chosen; refuses a language outside the list', async () => {
    const english = await create(post('window-light'));
    expect(english.body.data).toMatchObject({ locale: 'en', translation_of: null, translations: [] });
    const french = await create(post('lumiere', { locale: 'fr' }));
    expect(french.status).toBe(400);
    expect(french.body.data).toMatchObject({ field: 'locale' });
  });

  it('links a translation to the original, whichever version is chosen, and names the versions both ways', async () => {
    const original = (await create(post('soft-light'))).body.data;
    const spanish = await create(post('luz-suave', { locale: 'es', translation_of: original.id }));
    expect(spanish.status).toBe(200);
    expect(spanish.body.data).toMatchObject({
      locale: 'es',
      translation_of: original.id,
      translations: [{ id: original.id, locale: 'en', title: original.title }],
    });
    // Chosen through the Spanish version: stored against the original, no chain.
    const chinese = await create(post('soft-light', { locale: 'zh', translation_of: spanish.body.data.id }));
    expect(chinese.body.data.translation_of).toBe(original.id);
    const reread = await admin.json<AdminBlogPost>(`/api/admin/blog/${original.id}`);
    expect(reread.body.data.translations.map((version) => version.locale).sort()).toEqual(['es', 'zh']);

    // Published, the Spanish post is listed in Spanish only.
    await admin.json(`/api/admin/blog/${spanish.body.data.id}/publish`, { json: { published: true } });
    expect(await publicList('es')).toContain('luz-suave');
    expect(await publicList('en')).not.toContain('luz-suave');
    const sitemap = await (await atelier.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`/es/blog/luz-suave`);
  });

  it('refuses a second version in one language, the original’s own language, itself, and chains', async () => {
    const original = (await create(post('hard-light'))).body.data;
    const spanish = (await create(post('luz-dura', { locale: 'es', translation_of: original.id }))).body.data;

    const second = await create(post('luz-dura-2', { locale: 'es', translation_of: original.id }));
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({
      msg: 'That post already has a Spanish version.',
      data: { field: 'translation_of' },
    });

    const sameLanguage = await create(post('hard-light-again', { translation_of: original.id }));
    expect(sameLanguage.body).toMatchObject({
      msg: 'The original is in English too: a translation is in another language.',
      data: { field: 'translation_of' },
    });

    const itself = await admin.json(`/api/admin/blog/${original.id}`, {
      json: post('hard-light', { locale: 'zh', translation_of: spanish.id }),
    });
    expect(itself.body).toMatchObject({ msg: 'A post cannot be a translation of itself.' });

    const other = (await create(post('backlight'))).body.data;
    const chain = await admin.json(`/api/admin/blog/${original.id}`, {
      json: post('hard-light', { locale: 'zh', translation_of: other.id }),
    });
    expect(chain.body).toMatchObject({
      msg: 'This post has translations of its own, so it cannot be a translation of another post.',
    });

    // The original may not move into a language one of its translations already has.
    const clash = await admin.json(`/api/admin/blog/${original.id}`, { json: post('hard-light', { locale: 'es' }) });
    expect(clash.body).toMatchObject({ data: { field: 'locale' } });

    const missing = await create(post('orphan', { locale: 'es', translation_of: 99_999_999 }));
    expect(missing.body).toMatchObject({ msg: 'The post to translate was not found.' });
  });

  it('lets one slug live in two languages, not twice in one', async () => {
    const english = await create(post('golden-hour'));
    expect(english.status).toBe(200);
    const chinese = await create(post('golden-hour', { locale: 'zh', translation_of: english.body.data.id }));
    expect(chinese.status).toBe(200);
    const again = await create(post('golden-hour'));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Another post in this language already uses this URL.');
  });

  it('unlinks a translation when it is saved without an original', async () => {
    const original = (await create(post('blue-hour'))).body.data;
    const spanish = (await create(post('hora-azul', { locale: 'es', translation_of: original.id }))).body.data;
    const unlinked = await admin.json<AdminBlogPost>(`/api/admin/blog/${spanish.id}`, {
      json: post('hora-azul', { locale: 'es', translation_of: null }),
    });
    expect(unlinked.body.data).toMatchObject({ translation_of: null, translations: [] });
  });
});
