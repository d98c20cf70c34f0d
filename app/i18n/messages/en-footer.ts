/**
 * English text of the footer and what lives in it (the theme and language switches) and of the legal pages' prose:
 * their own module, loaded with those islands and not with every page (see ./en.ts).
 */
export const enFooter = {
  tagline:
    'An AI media studio: headshots, videos from stills, clean footage, presentations and colouring pages — made on your terms.',
  tools: 'Tools',
  company: 'Company',
  terms: 'Terms of service',
  privacy: 'Privacy policy',
  refunds: 'Refund policy',
  copyright: '© {year} Atelier. Made with care.',
};
export const enTheme = { label: 'Colour theme', system: 'System', light: 'Light', dark: 'Dark' };
export const enLanguage = { label: 'Language' };
export const enProse = { lastUpdated: 'Last updated {date}' };
