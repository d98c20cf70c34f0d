/** Title, description, canonical, Open Graph and Twitter tags for a page, in React Router's meta format. */
import brand from '../../content/brand.json';

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, for the canonical URL (origin-relative). */
  path: string;
  image?: string;
  type?: 'website' | 'article';
}

export function seoMeta({ title, description, path, image, type = 'website' }: SeoInput) {
  const fullTitle = title.includes(brand.title) ? title : `${title} · ${brand.title}`;
  const tags = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: path },
    { property: 'og:site_name', content: brand.title },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: path },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  ];
  if (image) tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  return tags;
}
