/**
 * English text of the generic form (app/forms/ConfigForm.tsx, the contact form): its own module, imported by the
 * (lazily loaded) form, so it loads with it and not with every page (see ./en.ts).
 * `spec` is contract/forms.ts `formMessages` as templates (a test keeps them equal); `server` the answers of
 * POST /api/contact the form toasts. The form shows an English message it got in the page's language.
 */
import { CONTACT_SUCCESS_MESSAGE } from '#contract/forms';

export const enForms = {
  spec: {
    required: '{title} is required',
    min: '{title} must be at least {n} characters',
    max: '{title} must be at most {n} characters',
    email: '{title} must be a valid email',
    submitFailed: 'submit form failed',
    noResponse: 'No response received from server',
  },
  server: {
    contactSent: CONTACT_SUCCESS_MESSAGE as string,
    rateLimited: 'Too many requests. Please wait a moment and try again.',
  },
  submit: 'Submit',
  choose: 'Choose…',
};
