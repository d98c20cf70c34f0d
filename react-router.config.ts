import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';

/**
 * Every content page (content/pages/<name>.json → `/<name>`, home → `/`) is prerendered to static HTML at
 * build time (served from memory, see server/http/prerendered.ts). A bad page config fails the build: the page route's
 * loader validates it. The Spanish and Chinese pages are prerendered the same way. Blog posts come from the database, so they are server-rendered, never prerendered.
 */
function contentPagePaths(): string[] {
  const dir = path.resolve(import.meta.dirname ?? '.', 'content/pages');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort()
    .map((name) => (name === 'home' ? '/' : `/${name}`));
}

/** The translated pages (content/pages/<locale>/<name>.json → `/<locale>/<name>`, home → `/<locale>`): see app/i18n. */
function translatedPagePaths(): string[] {
  return ['es', 'zh'].flatMap((locale) => {
    const dir = path.resolve(import.meta.dirname ?? '.', 'content/pages', locale);
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort()
      .map((name) => (name === 'home' ? `/${locale}` : `/${locale}/${name}`));
  });
}

export default {
  appDirectory: 'app',
  // ATELIER_BUILD_DIR lets parallel test runs build side by side (server/main.ts reads the same variable).
  buildDirectory: process.env.ATELIER_BUILD_DIR ?? 'build',
  ssr: true,
  async prerender() {
    return [...contentPagePaths(), ...translatedPagePaths(), '/embed/ocr'];
  },
} satisfies Config;
