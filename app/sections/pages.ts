/** Page configs from content/pages/*.json, validated when first read (at prerender, at boot, in tests). */
import { parsePage, type PageConfig } from '#contract/sections';

const files = import.meta.glob<unknown>('../../content/pages/*.json', { eager: true, import: 'default' });

/** Page names are file names: lower-case words joined by dashes. */
export const PAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every content page's name (`home` is served at `/`, the others at `/<name>`). */
export function pageNames(): string[] {
  return Object.keys(files)
    .map((key) => key.replace(/^.*\/([^/]+)\.json$/, '$1'))
    .sort();
}

/** The page's URL path. */
export function pagePath(name: string): string {
  return name === 'home' ? '/' : `/${name}`;
}

/**
 * The page as its visitors may see it: validated, and without its disabled sections, whose text must not reach the
 * browser at all (not in the HTML, nor in the loader data a page hydrates from).
 */
export function getPage(name: string): PageConfig {
  const file = `content/pages/${name}.json`;
  const raw = PAGE_NAME.test(name) ? files[`../../${file}`] : undefined;
  if (raw === undefined) throw new Response(`No page config ${file}`, { status: 404 });
  return withoutDisabledSections(parsePage(file, raw));
}

export function withoutDisabledSections(page: PageConfig): PageConfig {
  return { ...page, sections: page.sections.filter((section) => !section.disabled) };
}
