import devServer, { defaultOptions } from '@hono/vite-dev-server';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

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
  server: { port: Number(process.env.PORT ?? 5173) },
  ssr: {
    // Native and wasm-heavy server packages stay outside the SSR bundle.
    external: ['@electric-sql/pglite', 'sharp', 'pg-boss', 'pg', 'better-auth'],
  },
}));
