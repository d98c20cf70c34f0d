/**
 * Web analytics by env (ANALYTICS_*; nothing by default): the Plausible or Umami script tag every page carries —
 * prerendered pages get it at boot (./prerendered.ts), server-rendered ones as they stream (app/entry.server.tsx) —
 * and the origin the CSP allows for that script and for the beacon it sends back to the same host.
 */
import type { Env } from '#server/env';

export interface Analytics {
  /** The `<script>` element, inserted before `</head>`. */
  tag: string;
  /** The script's origin: allowed in script-src and connect-src. */
  origin: string;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function analyticsFor(
  env: Pick<Env, 'ANALYTICS_PROVIDER' | 'ANALYTICS_SCRIPT_URL' | 'ANALYTICS_SITE_ID'>,
): Analytics | null {
  const url = env.ANALYTICS_SCRIPT_URL;
  const site = env.ANALYTICS_SITE_ID;
  if (!url || !site) return null;
  const siteAttribute = env.ANALYTICS_PROVIDER === 'umami' ? 'data-website-id' : 'data-domain';
  return {
    tag: `<script defer ${siteAttribute}="${escapeAttribute(site)}" src="${escapeAttribute(url)}"></script>`,
    origin: new URL(url).origin,
  };
}

/** `html` with the analytics tag before `</head>` (unchanged without analytics). */
export function withAnalyticsTag(html: string, analytics: Analytics | null): string {
  if (!analytics) return html;
  const at = html.indexOf('</head>');
  return at === -1 ? html : `${html.slice(0, at)}${analytics.tag}${html.slice(at)}`;
}
