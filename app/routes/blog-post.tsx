/**
 * A blog post (`/blog/:slug`, the spec's /blog/{custom_url}, and `/es/blog/:slug`, `/zh/blog/:slug`): server-rendered
 * from the database. The post's language versions give its hreflang alternates, its "also in" links and the language
 * switch's targets (a language it has no version in → that language's blog list). A URL naming a post in a language
 * it does not exist in redirects (302: a translation may appear later) to its version in that language when it has
 * one, else to the post in its own language; an unknown post is a 404.
 */
import { ArrowLeft } from 'lucide-react';
import { Link, redirect } from 'react-router';
import { loadBlogPost } from '../lib/blog.server';
import { blogIndexPath, blogPostPath } from '../lib/blog-path';
import { absoluteUrl, seoMeta } from '../lib/seo';
import { loadLocalizedData } from '../i18n/content.server';
import { useI18n, useMessages } from '../i18n/context';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES, localeFromPath, type Locale } from '../i18n/locales';
import { enBlog } from '../i18n/messages/en-blog';
import { formatPostDate, isoPostDate } from '../sections/blog/format';
import type { Route } from './+types/blog-post';
import './blog-post.css';

/** A post's published language versions: language → its custom_url. */
type Versions = Partial<Record<Locale, string>>;

/** Where the language switch leads from this post: its version in each language, or that language's blog list. */
function languageSwitchTargets(versions: Versions): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const slug = versions[locale];
      return [locale, slug ? blogPostPath(slug, locale) : blogIndexPath(locale)];
    }),
  ) as Record<Locale, string>;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.slug)) throw new Response('Not Found', { status: 404 });
  const locale = localeFromPath(new URL(request.url).pathname);
  const found = await loadBlogPost(context, params.slug, locale);
  if (!found) throw new Response('Not Found', { status: 404 });
  if ('redirect' in found) throw redirect(blogPostPath(found.redirect.custom_url, found.redirect.locale), 302);
  const i18n = locale === 'en' ? undefined : await loadLocalizedData(locale);
  return {
    post: found.post,
    origin: found.origin,
    locale,
    versions: found.versions as Versions,
    /** Read by the language switch (app/layout/LanguageSwitch.tsx) instead of its path-based alternates. */
    languageSwitch: languageSwitchTargets(found.versions),
    i18n,
  };
}

/** `<link rel="alternate" hreflang>` for each language version (itself included) and x-default (English first). */
function hreflangLinks(versions: Versions, origin: string): Array<Record<string, string>> {
  const present = LOCALES.filter((locale) => versions[locale]);
  if (present.length < 2) return [];
  const href = (locale: Locale) => absoluteUrl(blogPostPath(versions[locale]!, locale), origin);
  return [
    ...present.map((locale) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LANGUAGE_TAGS[locale],
      href: href(locale),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: href(present[0]!) },
  ];
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        ...seoMeta({
          title: data.post.title,
          description: data.post.intro,
          path: blogPostPath(data.post.custom_url, data.locale),
          origin: data.origin,
          image: data.post.cover ?? undefined,
          imageAlt: data.post.cover_alt ?? undefined,
          type: 'article',
          publishedTime: isoPostDate(data.post.created_at),
          tags: data.post.tags,
          locale: data.locale,
        }),
        ...hreflangLinks(data.versions, data.origin),
      ]
    : [];

export default function BlogPost({ loaderData: { post, versions } }: Route.ComponentProps) {
  const { locale, href } = useI18n();
  const text = useMessages('blog', enBlog);
  const otherVersions = LOCALES.filter((other) => other !== locale && versions[other]);
  return (
    <article className="mx-auto max-w-3xl px-4 pb-20 pt-10 sm:px-6 sm:pt-16">
      <Link
        to={href('/blog')}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-soft hover:text-accent"
      >
        <ArrowLeft className="size-4" aria-hidden /> {text.allPosts}
      </Link>
      <header className="mt-6">
        {post.tags.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={text.tags}>
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent-strong"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <h1 className="mt-4 text-balance text-4xl font-semibold leading-tight sm:text-5xl">{post.title}</h1>
        <p className="mt-4 text-pretty text-lg text-ink-soft">{post.intro}</p>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-soft">
          <time dateTime={isoPostDate(post.created_at)}>{formatPostDate(post.created_at, locale)}</time>
          {otherVersions.length ? (
            <p>
              {text.alsoIn}:{' '}
              {otherVersions.map((other, index) => (
                <span key={other}>
                  {index > 0 ? ' · ' : null}
                  {/* No hreflang: reading one post in English is not choosing English for the site. */}
                  <Link
                    to={blogPostPath(versions[other]!, other)}
                    lang={LANGUAGE_TAGS[other]}
                    className="font-medium text-accent underline-offset-4 hover:underline"
                  >
                    {LANGUAGE_NAMES[other]}
                  </Link>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </header>
      {post.cover ? (
        <img
          src={post.cover}
          alt={post.cover_alt ?? ''}
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-8 aspect-[40/21] h-auto w-full rounded-[2rem] object-cover shadow-card"
        />
      ) : null}
      <div className="blog-prose mt-10" dangerouslySetInnerHTML={{ __html: post.html }} />
    </article>
  );
}
