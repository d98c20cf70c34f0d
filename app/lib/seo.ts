/** Title, description, canonical, Open Graph and Twitter tags for a page, in React Router's meta format. */
import brand from '#content/brand.json';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '#contract/constants';
import { alternatePaths, DEFAULT_LOCALE, LANGUAGE_TAGS, OG_LOCALES, type Locale } from '../i18n/locales';

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, for the canonical URL (origin-relative). */
  path: string;
  /** Public origin (PUBLIC_URL) — makes canonical, og:url and og:image absolute when known. */
  origin?: string;
  image?: string;
  /** Alternative text of the image (og:image:alt / twitter:image:alt). */
  imageAlt?: string;
  type?: 'website' | 'article';
  /** ISO date for articles (article:published_time). */
  publishedTime?: string;
  tags?: readonly string[];
  /** The page's language (default English); a translated page also lists its other languages (`hreflang`). */
  locale?: Locale;
}

/** An absolute URL when the origin is known, the path as given otherwise (and absolute URLs untouched). */
export function absoluteUrl(pathOrUrl: string, origin?: string): string {
  if (/^https?:\/\//i.test(pathOrUrl) || !origin) return pathOrUrl;
  // A prerendered page's data read on a client navigation (the server replaced the placeholder only in the HTML).
  if (origin === PUBLIC_ORIGIN_PLACEHOLDER && typeof window !== 'undefined') origin = window.location.origin;
  return `${origin.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function seoMeta({
  title,
  description,
  path,
  origin,
  image,
  imageAlt,
  type = 'website',
  publishedTime,
  tags = [],
  locale = DEFAULT_LOCALE,
}: SeoInput) {
  // One style everywhere: "Page — Atelier".
  const suffix = ` — ${brand.title}`;
  const fullTitle = title.endsWith(suffix) ? title : `${title}${suffix}`;
  const url = absoluteUrl(path, origin);
  const meta: Array<Record<string, string>> = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: brand.title },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALES[locale] },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    const imageUrl = absoluteUrl(image, origin);
    meta.push({ property: 'og:image', content: imageUrl }, { name: 'twitter:image', content: imageUrl });
    if (imageAlt)
      meta.push({ property: 'og:image:alt', content: imageAlt }, { name: 'twitter:image:alt', content: imageAlt });
  }
  meta.push(...hreflangLinks(path, origin));
  if (publishedTime) meta.push({ property: 'article:published_time', content: publishedTime });
  for (const tag of tags) meta.push({ property: 'article:tag', content: tag });
  return meta;
}

/**
 * `<link rel="alternate" hreflang>` for each language of a translated page (itself included, as search engines
 * ask), plus `x-default` → the English page. Pages with one language get none.
 */
export function hreflangLinks(path: string, origin?: string): Array<Record<string, string>> {
  const alternates = Object.entries(alternatePaths(path)) as Array<[Locale, string]>;
  if (alternates.length === 0) return [];
  const links = alternates.map(([locale, href]) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: LANGUAGE_TAGS[locale],
    href: absoluteUrl(href, origin),
  }));
  links.push({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: 'x-default',
    href: absoluteUrl(alternatePaths(path).en!, origin),
  });
  return links;
}
