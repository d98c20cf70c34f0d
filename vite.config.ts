import devServer, { defaultOptions } from '@hono/vite-dev-server';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The modules every page runs at first load besides React, React DOM and the router: the session, the API client,
 * the header's pieces, the section registry and the hero. Left to automatic chunking they are split into a dozen
 * sub-kilobyte files (each shared with some lazy chunk); one chunk (which takes their dependencies along: React and
 * the router) compresses better and costs fewer requests. A module missing here only costs a small extra file.
 */
const SHELL_MODULES = new RegExp(
  [
    String.raw`/app/(lib/(session|api|nonce|seo|font-preloads|theme-boot)|layout/navigation|i18n/(context|fill|locales|messages/en)|pricing/PricingModal|sections/(island|Hero|registry)|tools/(shared|colouring)/sections|ui/(button-variants|shell-icons))\.tsx?$`,
    String.raw`/contract/(constants|wire|fill|locales)\.ts$`,
    String.raw`/content/brand\.json$`,
    String.raw`/node_modules/(clsx|class-variance-authority)/`,
    String.raw`vite/preload-helper`,
    // Tiny shared pieces that would otherwise be first-load files of their own (each one more request/connection).
    String.raw`/node_modules/react-dom/(index\.js|cjs/react-dom\.production\.js)$`,
    String.raw`rolldown/runtime`,
  ].join('|'),
);

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    // Dev only: one process — Vite serves pages with HMR, Hono (server/dev.ts) serves the API paths.
    command === 'serve' &&
      devServer({
        entry: 'server/dev.ts',
        // Only API paths (and the sandbox checkout's form posts) reach Hono; every page stays with React Router.
        exclude: [
          /^(?!\/(api|v1|user|goapi|content|files|media|ocr|healthz|readyz|sitemap\.xml|robots\.txt)(\/|$)|\/checkout\/sandbox\/[^/]+\/(complete|cancel)$).*/,
          ...defaultOptions.exclude,
        ],
        injectClientScript: false,
      }),
    reactRouter(),
  ],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'shell',
                  test: (id: string) => SHELL_MODULES.test(id),
                },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  ssr: {
    // Native and wasm-heavy server packages stay outside the SSR bundle.
    external: ['@electric-sql/pglite', 'sharp', 'pg-boss', 'pg', 'better-auth'],
  },
}));
