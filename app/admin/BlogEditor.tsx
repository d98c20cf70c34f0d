/**
 * The post editor: title, URL, language and the post it translates, intro, tags, cover, and the Markdown body with a
 * Write / Preview switch. The preview is rendered by the server with the same sanitizing renderer as the public post
 * page, so what the admin sees is what readers get. New posts are saved as drafts; Publish saves, then publishes.
 */
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { blogPostInputSchema, type AdminBlogPost, type BlogPostInput } from '#contract/admin';
import type { Paged } from '#contract/envelope';
import { BLOG_LOCALES, type BlogLocale } from '#contract/marketing';
import { ResultCode } from '#contract/wire';
import { api, isOk, UnauthorizedError } from '../lib/api';
import { blogPostPath } from '../lib/blog-path';
import { useApiQuery } from '../lib/use-api-query';
import { Button } from '../ui/button';
import { Input, Label, Textarea } from '../ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { StatusBadge } from './DataTable';
import '../routes/blog-post.css';

function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}

/** The languages as the (English) console names them. */
export const BLOG_LANGUAGE_LABELS: Record<BlogLocale, string> = {
  en: 'English',
  es: 'Spanish',
  zh: 'Chinese (Simplified)',
};

/** The candidates for "Translation of": originals in another language (the console lists up to this many). */
const ORIGINALS_PAGE_SIZE = 100;

interface Draft {
  title: string;
  custom_url: string;
  locale: BlogLocale;
  /** The original's id as the select holds it ('' for none). */
  translation_of: string;
  intro: string;
  tags: string;
  cover: string;
  cover_alt: string;
  body: string;
}

function toDraft(post: AdminBlogPost | null): Draft {
  return {
    title: post?.title ?? '',
    custom_url: post?.custom_url ?? '',
    locale: post?.locale ?? 'en',
    translation_of: post?.translation_of ? String(post.translation_of) : '',
    intro: post?.intro ?? '',
    tags: post?.tags.join(', ') ?? '',
    cover: post?.cover ?? '',
    cover_alt: post?.cover_alt ?? '',
    body: post?.body ?? '',
  };
}

const SELECT_CLASS =
  'mt-1 block h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-60';

export function BlogEditor({ post: initial, onDone }: { post: AdminBlogPost | null; onDone: () => void }) {
  const ids = {
    title: useId(),
    url: useId(),
    locale: useId(),
    translationOf: useId(),
    intro: useId(),
    tags: useId(),
    cover: useId(),
    coverAlt: useId(),
    body: useId(),
  };
  const [post, setPost] = useState<AdminBlogPost | null>(initial);
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [slugEdited, setSlugEdited] = useState(Boolean(initial));
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ html: string; source: string } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const everyPost = useApiQuery<Paged<AdminBlogPost>>('/api/admin/blog', {
    query: { current: 1, pageSize: ORIGINALS_PAGE_SIZE },
  });
  // Originals only (a translation is linked to its original), in another language, not this post, and not yet
  // translated into this post's language by another post.
  const originals = (everyPost.data?.data ?? []).filter(
    (candidate) =>
      candidate.translation_of === null &&
      candidate.id !== post?.id &&
      candidate.locale !== draft.locale &&
      !candidate.translations.some((version) => version.locale === draft.locale && version.id !== post?.id),
  );
  const hasOwnTranslations = Boolean(post && post.translation_of === null && post.translations.length > 0);

  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => {
      const next = { ...current, [field]: value };
      if (field === 'title' && !slugEdited) next.custom_url = slugify(value);
      return next;
    });

  const input = (): BlogPostInput | null => {
    const parsed = blogPostInputSchema.safeParse({
      ...draft,
      translation_of: draft.translation_of ? Number(draft.translation_of) : null,
      tags: draft.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? 'Check the form.' });
      return null;
    }
    return parsed.data;
  };

  const save = async (): Promise<AdminBlogPost | null> => {
    const body = input();
    if (!body) return null;
    setError(null);
    const envelope = await api.post<AdminBlogPost>(post ? `/api/admin/blog/${post.id}` : '/api/admin/blog', body);
    if (!isOk(envelope)) {
      const field = (envelope.data as { field?: string } | null)?.field;
      setError({
        field: field ?? (envelope.code === ResultCode.Conflict ? 'custom_url' : undefined),
        message: envelope.msg,
      });
      return null;
    }
    setPost(envelope.data);
    return envelope.data;
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (e) {
      if (!(e instanceof UnauthorizedError)) setError({ message: 'The request failed. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const saved = await save();
      if (saved) toast.success(saved.published ? 'Changes published.' : 'Draft saved.');
    });
  };

  const setPublished = (published: boolean) =>
    run(async () => {
      const saved = await save();
      if (!saved) return;
      const envelope = await api.post<AdminBlogPost>(`/api/admin/blog/${saved.id}/publish`, { published });
      if (!isOk(envelope)) {
        setError({ message: envelope.msg });
        return;
      }
      setPost(envelope.data);
      toast.success(published ? 'Published: the post is live on the blog.' : 'Unpublished: the post is a draft again.');
    });

  const loadPreview = async () => {
    if (preview?.source === draft.body) return;
    setPreviewError(null);
    try {
      const envelope = await api.post<{ html: string }>('/api/admin/markdown-preview', { markdown: draft.body });
      if (isOk(envelope)) setPreview({ html: envelope.data.html, source: draft.body });
      else setPreviewError(envelope.msg);
    } catch (e) {
      if (!(e instanceof UnauthorizedError)) setPreviewError('The preview could not be rendered.');
    }
  };

  const fieldError = (field: string) => (error?.field === field ? error.message : null);
  const describedBy = (field: string, id: string) => (error?.field === field ? `${id}-error` : undefined);
  const fieldErrorLine = (field: string, id: string) =>
    fieldError(field) ? (
      <p id={`${id}-error`} className="mt-1 text-sm text-danger">
        {fieldError(field)}
      </p>
    ) : null;

  return (
    <form onSubmit={onSave} noValidate className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={onDone}>
          <ArrowLeft aria-hidden /> All posts
        </Button>
        <div className="flex items-center gap-3">
          <StatusBadge
            status={post?.published ? 'published' : 'queuing'}
            label={post ? (post.published ? 'Published' : 'Draft') : 'New draft'}
          />
          {post?.published ? (
            <a
              href={blogPostPath(post.custom_url, post.locale)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-sm text-accent underline-offset-4 hover:underline"
            >
              View post <ExternalLink className="size-3.5" aria-hidden />
            </a>
          ) : null}
        </div>
      </div>
      <h2 className="font-display text-2xl font-semibold">{post ? 'Edit post' : 'New post'}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <Label htmlFor={ids.title}>Title</Label>
          <Input
            id={ids.title}
            value={draft.title}
            onChange={(e) => set('title')(e.target.value)}
            className="mt-1"
            aria-invalid={Boolean(fieldError('title'))}
            aria-describedby={describedBy('title', ids.title)}
          />
          {fieldErrorLine('title', ids.title)}
        </div>
        <div>
          <Label htmlFor={ids.url}>URL slug</Label>
          <Input
            id={ids.url}
            value={draft.custom_url}
            onChange={(e) => {
              setSlugEdited(true);
              set('custom_url')(e.target.value);
            }}
            className="mt-1 font-mono"
            aria-invalid={Boolean(fieldError('custom_url'))}
            aria-describedby={`${ids.url}-hint${fieldError('custom_url') ? ` ${ids.url}-error` : ''}`}
          />
          <p id={`${ids.url}-hint`} className="mt-1 text-xs text-ink-soft">
            {blogPostPath(draft.custom_url || 'your-post', draft.locale)}
          </p>
          {fieldErrorLine('custom_url', ids.url)}
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <Label htmlFor={ids.locale}>Language</Label>
          <select
            id={ids.locale}
            value={draft.locale}
            onChange={(e) => set('locale')(e.target.value)}
            className={SELECT_CLASS}
            aria-invalid={Boolean(fieldError('locale'))}
            aria-describedby={describedBy('locale', ids.locale)}
          >
            {BLOG_LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {BLOG_LANGUAGE_LABELS[locale]}
              </option>
            ))}
          </select>
          {fieldErrorLine('locale', ids.locale)}
        </div>
        <div>
          <Label htmlFor={ids.translationOf}>Translation of</Label>
          <select
            id={ids.translationOf}
            value={draft.translation_of}
            onChange={(e) => set('translation_of')(e.target.value)}
            disabled={hasOwnTranslations}
            className={SELECT_CLASS}
            aria-invalid={Boolean(fieldError('translation_of'))}
            aria-describedby={`${ids.translationOf}-hint${fieldError('translation_of') ? ` ${ids.translationOf}-error` : ''}`}
          >
            <option value="">None: an original post</option>
            {/* The saved original stays choosable while the list is loading or when it is past the first page. */}
            {draft.translation_of && !originals.some((candidate) => String(candidate.id) === draft.translation_of) ? (
              <option value={draft.translation_of}>
                {post?.translations.find((version) => String(version.id) === draft.translation_of)?.title ??
                  `Post ${draft.translation_of}`}
              </option>
            ) : null}
            {originals.map((candidate) => (
              <option key={candidate.id} value={String(candidate.id)}>
                {candidate.title} ({BLOG_LANGUAGE_LABELS[candidate.locale]})
              </option>
            ))}
          </select>
          <p id={`${ids.translationOf}-hint`} className="mt-1 text-xs text-ink-soft">
            {hasOwnTranslations
              ? `The original of: ${post!.translations
                  .map((version) => BLOG_LANGUAGE_LABELS[version.locale])
                  .join(', ')}.`
              : post?.translations.length
                ? `Also in: ${post.translations.map((version) => BLOG_LANGUAGE_LABELS[version.locale]).join(', ')}.`
                : 'Links the language versions: each page names the others (hreflang) and the language switch goes between them.'}
          </p>
          {fieldErrorLine('translation_of', ids.translationOf)}
        </div>
      </div>
      <div>
        <Label htmlFor={ids.intro}>Intro</Label>
        <Textarea
          id={ids.intro}
          value={draft.intro}
          onChange={(e) => set('intro')(e.target.value)}
          className="mt-1 min-h-16"
          maxLength={500}
          aria-invalid={Boolean(fieldError('intro'))}
          aria-describedby={describedBy('intro', ids.intro)}
        />
        {fieldErrorLine('intro', ids.intro)}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <div>
          <Label htmlFor={ids.tags}>Tags</Label>
          <Input
            id={ids.tags}
            value={draft.tags}
            onChange={(e) => set('tags')(e.target.value)}
            placeholder="Headshots, Guides"
            className="mt-1"
            aria-describedby={describedBy('tags', ids.tags)}
          />
          {fieldErrorLine('tags', ids.tags)}
        </div>
        <div>
          <Label htmlFor={ids.cover}>Cover image</Label>
          <Input
            id={ids.cover}
            value={draft.cover}
            onChange={(e) => set('cover')(e.target.value)}
            placeholder="/media/cover.webp"
            className="mt-1"
            aria-describedby={describedBy('cover', ids.cover)}
          />
          {fieldErrorLine('cover', ids.cover)}
        </div>
        <div>
          <Label htmlFor={ids.coverAlt}>Cover description</Label>
          <Input
            id={ids.coverAlt}
            value={draft.cover_alt}
            onChange={(e) => set('cover_alt')(e.target.value)}
            className="mt-1"
          />
        </div>
      </div>
      <Tabs defaultValue="write" onValueChange={(value) => (value === 'preview' ? void loadPreview() : undefined)}>
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={ids.body}>Body (Markdown)</Label>
          <TabsList aria-label="Body view">
            <TabsTrigger value="write">Write</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="write" className="mt-2 focus-visible:outline-none">
          <Textarea
            id={ids.body}
            value={draft.body}
            onChange={(e) => set('body')(e.target.value)}
            className="min-h-80 font-mono text-[0.8125rem] leading-relaxed"
          />
        </TabsContent>
        <TabsContent
          value="preview"
          className="mt-2 rounded-2xl bg-surface p-6 ring-1 ring-line focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
          aria-label="Preview"
        >
          {previewError ? (
            <p role="alert" className="text-danger">
              {previewError}
            </p>
          ) : !preview || preview.source !== draft.body ? (
            <p className="text-ink-soft">Rendering the preview…</p>
          ) : preview.html.trim() ? (
            // Server-rendered by the blog's sanitizing renderer (allow-listed tags, no scripts or handlers).
            <div className="blog-prose [&>:first-child]:mt-0" dangerouslySetInnerHTML={{ __html: preview.html }} />
          ) : (
            <p className="text-ink-soft">Nothing to preview yet: write the body in Markdown.</p>
          )}
        </TabsContent>
      </Tabs>
      {error && !error.field ? (
        <p role="alert" className="text-sm text-danger">
          {error.message}
        </p>
      ) : error ? (
        <p role="alert" className="sr-only">
          {error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {post?.published ? 'Save changes' : 'Save draft'}
        </Button>
        {post?.published ? (
          <Button variant="secondary" disabled={busy} onClick={() => void setPublished(false)}>
            Unpublish
          </Button>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={() => void setPublished(true)}>
            Publish
          </Button>
        )}
        <Button variant="ghost" disabled={busy} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
