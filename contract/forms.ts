/**
 * The generic config-driven form: a field config (text, textarea, select, upload, select_list or any other
 * HTML input type) turned into one zod schema with the spec's messages, shared by the renderer (app/forms)
 * and the endpoints that receive such forms (the contact form: POST /api/contact).
 */
import { z } from 'zod';

export const formMessages = {
  required: (title: string) => `${title} is required`,
  min: (title: string, n: number) => `${title} must be at least ${n} characters`,
  max: (title: string, n: number) => `${title} must be at most ${n} characters`,
  email: (title: string) => `${title} must be a valid email`,
  submitFailed: 'submit form failed',
  noResponse: 'No response received from server',
} as const;

export const fieldOptionSchema = z.object({ value: z.string(), title: z.string().min(1) });

export const fieldValidationSchema = z.object({
  /** At least 1 character. */
  required: z.boolean().optional(),
  min: z.number().int().min(0).optional(),
  max: z.number().int().min(1).optional(),
  email: z.boolean().optional(),
  /** Text of spaces only counts as empty (the spec's `required` alone accepts one space). */
  blankIsEmpty: z.boolean().optional(),
  /** Replaces every built-in message of this field. */
  message: z.string().optional(),
});
export type FieldValidation = z.infer<typeof fieldValidationSchema>;

/** Field types with their own control; anything else renders as <input type=…>. */
export const SPECIAL_FIELD_TYPES = ['text', 'textarea', 'select', 'upload', 'select_list'] as const;

export const formFieldConfigSchema = z.object({
  name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
  title: z.string().min(1),
  /** text | textarea | select | upload | select_list | any HTML input type (email, number, tel, url, date …). */
  type: z
    .string()
    .regex(/^[a-z_-]+$/)
    .default('text'),
  placeholder: z.string().optional(),
  tip: z.string().optional(),
  value: z.union([z.string(), z.array(z.string())]).optional(),
  options: z.array(fieldOptionSchema).optional(),
  validation: fieldValidationSchema.optional(),
  /** Extra attributes for the control (rows, autocomplete …). */
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type FormFieldConfig = z.infer<typeof formFieldConfigSchema>;

/** In code a field may also bring its own schema, which replaces the built rules. */
export type FormField = FormFieldConfig & { schema?: z.ZodType };

export const formConfigSchema = z.object({
  fields: z.array(formFieldConfigSchema).min(1),
  submit: z
    .object({
      /** Where the values are POSTed (JSON). */
      handler: z.string().startsWith('/'),
      button: z.object({ title: z.string().min(1) }).optional(),
    })
    .optional(),
});
export type FormConfig = z.infer<typeof formConfigSchema>;

/** A string field's schema with the spec's rules in order: required, min, max, email. */
export function fieldSchema(field: FormField): z.ZodType {
  if (field.schema) return field.schema;
  const rules = field.validation ?? {};
  const title = field.title;
  const say = (fallback: string) => rules.message ?? fallback;
  if (field.type === 'select_list') {
    const list = z.array(z.string());
    return rules.required ? list.min(1, say(formMessages.required(title))) : list;
  }
  if (field.type === 'checkbox')
    return rules.required ? z.literal(true, { error: say(formMessages.required(title)) }) : z.boolean();
  const email = z.email();
  const text = z.string({ error: say(formMessages.required(title)) }).superRefine((value, ctx) => {
    // `blankIsEmpty`: spaces alone are no answer, and padding does not count towards `min`.
    const counted = rules.blankIsEmpty ? value.trim() : value;
    if (counted.length === 0) {
      if (rules.required) ctx.addIssue({ code: 'custom', message: say(formMessages.required(title)) });
      return;
    }
    if (rules.min !== undefined && counted.length < rules.min)
      ctx.addIssue({ code: 'custom', message: say(formMessages.min(title, rules.min)) });
    else if (rules.max !== undefined && value.length > rules.max)
      ctx.addIssue({ code: 'custom', message: say(formMessages.max(title, rules.max)) });
    else if ((rules.email || field.type === 'email') && !email.safeParse(value).success)
      ctx.addIssue({ code: 'custom', message: say(formMessages.email(title)) });
  });
  // An optional field may also be left out entirely (API clients); a required one is then "{title} is required".
  return rules.required ? text : text.optional();
}

export function formSchema(fields: readonly FormField[]): z.ZodObject<Record<string, z.ZodType>> {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])));
}

export function defaultFormValues(fields: readonly FormField[]): Record<string, string | string[] | boolean> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.value ?? (field.type === 'select_list' ? [] : field.type === 'checkbox' ? false : ''),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The contact form (POST /api/contact), stored in contact_messages.

export const contactFormFields: FormField[] = [
  { name: 'name', title: 'Name', type: 'text', validation: { required: true, max: 120 } },
  { name: 'email', title: 'Email', type: 'email', validation: { required: true, email: true, max: 254 } },
  { name: 'subject', title: 'Subject', type: 'text', validation: { max: 200 } },
  {
    name: 'message',
    title: 'Message',
    type: 'textarea',
    validation: { required: true, min: 10, max: 5000, blankIsEmpty: true },
  },
];

export const contactRequestSchema = formSchema(contactFormFields).extend({
  /** Honeypot: people leave it empty, naive bots fill it in. */
  website: z.string().max(0).optional(),
});
export type ContactRequest = { name: string; email: string; subject?: string; message: string };

export const CONTACT_SUCCESS_MESSAGE = 'Thanks for your message! We will get back to you soon.';

/** The contact-form section (type 'contact-form'). */
export const contactFormSectionSchema = z.object({
  type: z.literal('contact-form'),
  disabled: z.boolean().optional(),
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  title: z.string().min(1),
  description: z.string().optional(),
  form: formConfigSchema,
});
export type ContactFormSection = z.infer<typeof contactFormSectionSchema>;
