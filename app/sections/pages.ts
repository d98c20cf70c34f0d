/** Page configs from content/pages/*.json, validated when first read (at prerender, at boot, in tests). */
import { parsePage, type PageConfig } from '../../contract/sections';

const files = import.meta.glob<unknown>('../../content/pages/*.json', { eager: true, import: 'default' });

export function getPage(name: string): PageConfig {
  const file = `content/pages/${name}.json`;
  const raw = files[`../../${file}`];
  if (raw === undefined) throw new Response(`No page config ${file}`, { status: 404 });
  return parsePage(file, raw);
}
