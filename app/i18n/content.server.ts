/**
 * The translated content of a Spanish or Chinese route, read by its loader on the server only (at prerender and for
 * `.data` requests): content/pages/<locale>/<name>.json and content/plans/<locale>/plans.json, validated by the
 * same schemas as the English files, and the locale's dictionary. None of it is in the browser bundle: it reaches
 * the browser as the route's loader data, so English pages never load another language.
 */
import { parsePlansFile } from '#contract/pricing';
import { parsePage, type PageConfig } from '#contract/sections';
import { PAGE_NAME, withoutDisabledSections } from '../sections/pages';
import type { LocalizedData } from './context';
import { localizedPath, type Locale, type TranslatedLocale } from './locales';
import type { Messages, PagePart, PageMessages } from './messages/en';

const pageFiles = import.meta.glob<unknown>('../../content/pages/{es,zh}/*.json', { import: 'default' });
const planFiles = import.meta.glob<unknown>('../../content/plans/{es,zh}/plans.json', { import: 'default' });
const dictionaries: Record<TranslatedLocale, () => Promise<Messages>> = {
  es: () => import('./messages/es').then((module) => module.es),
  zh: () => import('./messages/zh').then((module) => module.zh),
};

/** Site links (`href`, `url`) inside translated content point to the same language where the page exists. */
export function localizeLinks<T>(value: T, locale: Locale): T {
  if (Array.isArray(value)) return value.map((item: unknown) => localizeLinks(item, locale)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      (key === 'href' || key === 'url') && typeof field === 'string'
        ? localizedPath(field, locale)
        : localizeLinks(field, locale),
    ]),
  ) as T;
}

/** The page in `locale`, validated; a 404 when it has no translation. */
export async function getLocalizedPage(name: string, locale: TranslatedLocale): Promise<PageConfig> {
  const file = `content/pages/${locale}/${name}.json`;
  const load = PAGE_NAME.test(name) ? pageFiles[`../../${file}`] : undefined;
  if (!load) throw new Response(`No page config ${file}`, { status: 404 });
  return localizeLinks(withoutDisabledSections(parsePage(file, await load())), locale);
}

/**
 * The dictionary and plan catalogue of `locale`, for the route's loader data: every part every page may show (the
 * header, the footer, the sign-in dialog, the account menu and pricing modal, …) and of the page-only parts those in
 * `pageParts` (the tools' text on a page with a tool, My Tasks' on My Tasks).
 */
export async function loadLocalizedData(
  locale: TranslatedLocale,
  pageParts: readonly PagePart[] = [],
): Promise<LocalizedData> {
  const file = `content/plans/${locale}/plans.json`;
  const [{ tools, library, ...shared }, plans] = await Promise.all([
    dictionaries[locale](),
    planFiles[`../../${file}`]!(),
  ]);
  const messages: PageMessages = {
    ...shared,
    ...(pageParts.includes('tools') ? { tools } : {}),
    ...(pageParts.includes('library') ? { library } : {}),
  };
  return { locale, messages, plans: localizeLinks(parsePlansFile(file, plans).plans, locale) };
}

/** The page-only parts a content page needs: the tools' text when one of its sections is a tool. */
export function pagePartsOf(page: PageConfig): PagePart[] {
  return page.sections.some((section) => section.type.endsWith('-tool')) ? ['tools'] : [];
}
