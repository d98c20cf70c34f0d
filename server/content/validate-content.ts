/**
 * Validates the site content at boot: every content/pages/*.json through `parsePage` and content/brand.json
 * through `brandSchema`. A bad config stops the server with the file and the path of the bad field
 * (the same check runs at build, when the page route's loader prerenders each page).
 */
import fs from 'node:fs';
import path from 'node:path';
import { TRANSLATED_LOCALES } from '#contract/locales';
import { brandSchema, ContentError, parsePage, type PageConfig } from '#contract/sections';

/** The languages with translated pages under content/pages/<locale>/. */
export { TRANSLATED_LOCALES };

const CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');

function readJson(file: string, root: string): unknown {
  const relative = `content/${path.relative(root, file).split(path.sep).join('/')}`;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`${relative}: (root): ${(error as Error).message}`);
  }
}

/** Returns the validated pages by name; throws ContentError naming the file and field on the first bad one. */
export function validateContent(contentDir: string = CONTENT_DIR): Map<string, PageConfig> {
  const pages = new Map<string, PageConfig>();
  const pagesDir = path.join(contentDir, 'pages');
  for (const file of fs.readdirSync(pagesDir).filter((name) => name.endsWith('.json')).sort()) {
    const full = path.join(pagesDir, file);
    pages.set(file.slice(0, -'.json'.length), parsePage(`content/pages/${file}`, readJson(full, contentDir)));
  }
  // The Spanish and Chinese pages (content/pages/<locale>/, app/i18n) pass the same schema.
  for (const locale of TRANSLATED_LOCALES) {
    for (const name of translatedPageNames(locale, contentDir)) {
      const file = `content/pages/${locale}/${name}.json`;
      parsePage(file, readJson(path.join(pagesDir, locale, `${name}.json`), contentDir));
    }
  }
  const brand = brandSchema.safeParse(readJson(path.join(contentDir, 'brand.json'), contentDir));
  if (!brand.success) {
    const issue = brand.error.issues[0]!;
    throw new ContentError(`content/brand.json: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return pages;
}

/** Names of the content pages (home is `/`), for the sitemap. */
export function contentPageNames(contentDir: string = CONTENT_DIR): string[] {
  return fs
    .readdirSync(path.join(contentDir, 'pages'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** Names of the pages translated into `locale` (content/pages/<locale>/<name>.json), for the sitemap. */
export function translatedPageNames(locale: string, contentDir: string = CONTENT_DIR): string[] {
  const dir = path.join(contentDir, 'pages', locale);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}
