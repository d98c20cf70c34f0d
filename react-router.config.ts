import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Marketing pages are prerendered to static HTML at build time (served with the CSP nonce filled in).
  async prerender() {
    return ['/'];
  },
} satisfies Config;
