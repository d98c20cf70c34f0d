/**
 * The interface's English text: the source every other language translates, key for key (the `Messages` type
 * makes a missing key a type error). English is in every page's bundle, as the inline strings were before; Spanish
 * and Chinese reach the browser only as loader data of their own routes (../dictionaries.server.ts).
 * Values are plain strings (loader data is JSON); `{name}` marks a value filled in by `fill()`.
 */
import { PROCESSING_LABEL } from '#contract/pricing';

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
  footer: {
    tagline:
      'An AI media studio: headshots, videos from stills, clean footage, presentations and colouring pages — made on your terms.',
    tools: 'Tools',
    company: 'Company',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    refunds: 'Refund policy',
    copyright: '© {year} Atelier. Made with care.',
  },
  theme: { label: 'Colour theme', system: 'System', light: 'Light', dark: 'Dark' },
  language: { label: 'Language' },
  prose: { lastUpdated: 'Last updated {date}' },
  sections: {
    rated: 'Rated 5 out of 5',
    testimonials: 'Testimonials',
    previousTestimonials: 'Previous testimonials',
    nextTestimonials: 'Next testimonials',
    before: 'Before',
    after: 'After',
    divider: 'Before/after divider',
    pictures: '{title} — pictures',
    slide: '{index} of {count}: {title}',
    slideNumber: '{index} of {count}',
    show: 'Show {title}',
  },
  pricing: {
    billingPeriod: 'Billing period',
    monthly: 'Monthly',
    yearly: 'Yearly',
    saveUpTo: 'Save up to {percent}%',
    paymentMethod: 'Payment method',
    paypal: 'PayPal',
    card: 'Card (Stripe)',
    was: 'Was {price}',
    // The spec's label, exactly.
    processing: PROCESSING_LABEL,
  },
  auth: {
    signInTitle: 'Sign in to Atelier',
    signInDescription: 'Welcome back. Your credits and creations are waiting.',
    signUpTitle: 'Create your account',
    signUpDescription: 'Start with free credits — no card needed.',
    forgotTitle: 'Reset your password',
    forgotDescription: 'We will email you a link to choose a new password.',
    magicTitle: 'Sign in with a link',
    magicDescription:
      'We will email you a link that signs you in once, no password needed. New here? It creates your account.',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    genericError: 'Something went wrong. Please try again.',
    resetSent: 'If an account exists for that email, a reset link is on its way.',
    magicSent: 'Check your inbox: a sign-in link is on its way to {email}.',
    welcome: 'Welcome to Atelier!',
    signedIn: 'Signed in.',
    wait: 'Please wait…',
    createAccount: 'Create account',
    signIn: 'Sign in',
    sendMagicLink: 'Email me a sign-in link',
    sendReset: 'Send reset link',
    forgot: 'Forgot password?',
    linkInstead: 'Email me a link instead',
    createAnAccount: 'Create an account',
    passwordInstead: 'Use my password instead',
    haveAccount: 'I already have an account',
  },
};

/** Every language's dictionary has exactly these keys. */
export type Messages = typeof en;
