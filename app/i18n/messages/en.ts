/**
 * The interface's English text: the source every other language translates, key for key (the `Messages` type
 * makes a missing key a type error). English is in every page's bundle, as the inline strings were before; Spanish
 * and Chinese reach the browser only as loader data of their own routes (../content.server.ts).
 * Values are plain strings (loader data is JSON); `{name}` marks a value filled in by `fill()`.
 * This module holds what every page shows at first load (header, menus); the text of lazily loaded components (the
 * footer and its switches, the sign-in dialog, the plan cards, the sections' labels, the tool widgets, the forms) is
 * in ./en-<part>.ts and loads with them.
 */
import type { enAccount } from './en-account';
import type { enAuth } from './en-auth';
import type { enBlog } from './en-blog';
import type { enFooter, enLanguage, enProse, enTheme } from './en-footer';
import type { enForms } from './en-forms';
import type { enLibrary } from './en-library';
import type { enPricing } from './en-pricing';
import type { enRefusals } from './en-refusals';
import type { enSections } from './en-sections';
import type { enTools } from './en-tools';

export const en = {
  skipToContent: 'Skip to content',
  nav: {
    main: 'Main',
    mobile: 'Mobile',
    headshots: 'Headshots',
    imageToVideo: 'Image to video',
    watermarkRemover: 'Watermark remover',
    presentations: 'Presentations',
    colouring: 'Colouring pages',
    pricing: 'Pricing',
    blog: 'Blog',
    about: 'About & contact',
    creations: 'My creations',
    myTasks: 'My Tasks',
    orders: 'Orders',
    billing: 'Billing',
    credits: 'Credit history',
  },
  header: { signIn: 'Sign in', openMenu: 'Open menu', menu: 'Menu' },
};

/** The parts of the English text that load with their components, not with every page (./en-*.ts). */
export type LazyMessages = {
  account: typeof enAccount;
  auth: typeof enAuth;
  blog: typeof enBlog;
  footer: typeof enFooter;
  forms: typeof enForms;
  language: typeof enLanguage;
  library: typeof enLibrary;
  pricing: typeof enPricing;
  prose: typeof enProse;
  refusals: typeof enRefusals;
  sections: typeof enSections;
  theme: typeof enTheme;
  tools: typeof enTools;
};
export type LazyPart = keyof LazyMessages;

/** Every language's dictionary has exactly these keys: the page chrome (`en`) and the lazy parts. */
export type Messages = typeof en & LazyMessages;

/**
 * The parts only some pages show (the tool widgets', My Tasks'): a translated page's data carries them only when its
 * loader asks (app/i18n/content.server.ts), so the other pages do not carry their text.
 */
export type PagePart = 'tools' | 'library';
/** A translated page's dictionary: every part, the page-only ones when the page shows them. */
export type PageMessages = Omit<Messages, PagePart> & Partial<Pick<Messages, PagePart>>;
