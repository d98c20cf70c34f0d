/** Business constants the spec fixes; shared by the app and the server. */
export const DEFAULT_SITE_ID = '31';
export const LOW_CREDIT_THRESHOLD_DEFAULT = 20;
export const SIGNUP_CREDITS_DEFAULT = 100;
export const IMAGE_UPLOAD_MAX_MB_DEFAULT = 10;
export const IMAGE_UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const VIDEO_UPLOAD_MIME_TYPE = 'video/mp4';
/** The server's default video upload limit (VIDEO_UPLOAD_MAX_MB), stated in the tools before an upload starts. */
export const VIDEO_UPLOAD_MAX_MB_DEFAULT = 100;

/** Credits are short when the remaining points are at or below the threshold. */
export function isLowOnCredits(remainingPoints: number, threshold = LOW_CREDIT_THRESHOLD_DEFAULT): boolean {
  return remainingPoints <= threshold;
}

/**
 * Written by the prerender where the public origin (PUBLIC_URL) goes — canonical, og:url, og:image — and replaced by
 * the server's own PUBLIC_URL when it loads the prerendered pages: a build is not tied to the address it is served at.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = 'https://__atelier_public_origin__';
