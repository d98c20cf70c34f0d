/** Which paths are API (JSON envelope, never an HTML page) rather than web pages. */

/** Path prefixes of the API: the spec's paths are not under one prefix. */
const API_PREFIXES = ['/api/', '/v1/', '/user/', '/goapi/', '/content/'] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/healthz' || path === '/readyz';
}
