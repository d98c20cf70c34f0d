/**
 * The generic form's text in the page's language (app/i18n/messages/en-forms.ts and its translations). Validation
 * runs on contract/forms.ts's English messages (the spec's); what the form shows is them in the page's language,
 * and the server's known answers likewise. A field's own `validation.message` (from translated content) and any
 * other text are shown as they are.
 */
import { useMemo } from 'react';
import { formMessages, type FormField } from '#contract/forms';
import { useMessages } from '#app/i18n/context';
import { fill } from '#app/i18n/fill';
import { enForms } from '#app/i18n/messages/en-forms';

type FormText = typeof enForms;

/** A validation message of `field` (English, from the schema) in the page's language. */
export function fieldErrorText(message: string | undefined, field: FormField, t: FormText): string | undefined {
  if (!message || field.validation?.message) return message;
  const { title } = field;
  const rules = field.validation ?? {};
  const candidates: Array<[string, string]> = [
    [formMessages.required(title), fill(t.spec.required, { title })],
    [formMessages.email(title), fill(t.spec.email, { title })],
  ];
  if (rules.min !== undefined)
    candidates.push([formMessages.min(title, rules.min), fill(t.spec.min, { title, n: rules.min })]);
  if (rules.max !== undefined)
    candidates.push([formMessages.max(title, rules.max), fill(t.spec.max, { title, n: rules.max })]);
  return candidates.find(([english]) => english === message)?.[1] ?? message;
}

/** A toast's message (the spec's or a known server answer, in English) in the page's language. */
export function answerText(message: string, t: FormText): string {
  const known: Array<[string, string]> = [
    [formMessages.submitFailed, t.spec.submitFailed],
    [formMessages.noResponse, t.spec.noResponse],
    [enForms.server.contactSent, t.server.contactSent],
    [enForms.server.rateLimited, t.server.rateLimited],
  ];
  return known.find(([english]) => english === message)?.[1] ?? message;
}

export function useFormText() {
  const t = useMessages('forms', enForms);
  return useMemo(
    () => ({
      t,
      fieldError: (message: string | undefined, field: FormField) => fieldErrorText(message, field, t),
      answer: (message: string) => answerText(message, t),
    }),
    [t],
  );
}
