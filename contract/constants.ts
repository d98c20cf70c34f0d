/** Business constants the spec fixes; shared by the app and the server. */
export const DEFAULT_SITE_ID = '31';
export const LOW_CREDIT_THRESHOLD_DEFAULT = 20;
export const SIGNUP_CREDITS_DEFAULT = 100;
export const IMAGE_UPLOAD_MAX_MB_DEFAULT = 10;
export const IMAGE_UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const VIDEO_UPLOAD_MIME_TYPE = 'video/mp4';

/** Credits are short when the remaining points are at or below the threshold. */
export function isLowOnCredits(remainingPoints: number, threshold = LOW_CREDIT_THRESHOLD_DEFAULT): boolean {
  return remainingPoints <= threshold;
}
