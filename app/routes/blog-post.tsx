/** A blog post (`/blog/:slug`, the spec's /blog/{custom_url}): server-rendered from the database; 404 when unknown. */
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { loadBlogPost } from '../lib/blog.server';
import { seoMeta } from '../lib/seo';
import { formatPostDate, isoPostDate } from '../sections/blog/format';
import type { Route } from './+types/blog-post';
import './blog-post.css';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.slug)) throw new Response('Not Found', { status: 404 });
  const { post, origin } = await loadBlogPost(context, params.slug);
  if (!post) throw new Response('Not Found', { status: 404 });
  return { post, origin };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? seoMeta({
        title: data.post.title,
        description: data.post.intro,
        path: `/blog/${data.post.custom_url}`,
        origin: data.origin,
        image: data.post.cover ?? undefined,
        imageAlt: data.post.cover_alt ?? undefined,
        type: 'article',
        publishedTime: isoPostDate(data.post.created_at),
        tags: data.post.tags,
      })
    : [];

export default function BlogPost({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-20 pt-10 sm:px-6 sm:pt-16">
      <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-soft hover:text-accent">
        <ArrowLeft className="size-4" aria-hidden /> All posts
      </Link>
      <header className="mt-6">
        {post.tags.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
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
        <time dateTime={isoPostDate(post.created_at)} className="mt-4 block text-sm text-ink-soft">
          {formatPostDate(post.created_at)}
        </time>
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
