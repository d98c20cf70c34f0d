/** Main navigation, shared by the header and the footer. */
export const NAVIGATION = [
  { to: '/headshots', label: 'Headshots' },
  { to: '/image-to-video', label: 'Image to video' },
  { to: '/watermark-remover', label: 'Watermark remover' },
  { to: '/presentations', label: 'Presentations' },
  { to: '/colouring', label: 'Colouring pages' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/blog', label: 'Blog' },
] as const;
