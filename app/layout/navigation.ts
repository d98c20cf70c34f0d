/** Main navigation, shared by the header and the footer. Labels are message keys (app/i18n/messages). */
import type { Messages } from '../i18n/messages/en';

export const NAVIGATION: ReadonlyArray<{ to: string; label: keyof Messages['nav'] }> = [
  { to: '/headshots', label: 'headshots' },
  { to: '/image-to-video', label: 'imageToVideo' },
  { to: '/watermark-remover', label: 'watermarkRemover' },
  { to: '/presentations', label: 'presentations' },
  { to: '/colouring', label: 'colouring' },
  { to: '/pricing', label: 'pricing' },
  { to: '/blog', label: 'blog' },
];
