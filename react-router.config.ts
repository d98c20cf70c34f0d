import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // ATELIER_BUILD_DIR lets parallel test runs build side by side (server/main.ts reads the same variable).
  buildDirectory: process.env.ATELIER_BUILD_DIR ?? 'build',
  ssr: true,
  // Marketing pages are prerendered to static HTML at build time (served with the CSP nonce filled in).
  async prerender() {
    return ['/'];
  },
} satisfies Config;
