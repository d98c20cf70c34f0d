/**
 * Preloads of the two latin font files the marketing pages paint with first, so the hero's text is laid out
 * once in its final font (a late font swap moved the hero copy: a layout shift). Same hashed files as app.css.
 */
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export const fontPreloads = () => [
  { rel: 'preload', as: 'font', type: 'font/woff2', href: interLatin, crossOrigin: 'anonymous' as const },
  { rel: 'preload', as: 'font', type: 'font/woff2', href: frauncesLatin, crossOrigin: 'anonymous' as const },
];
