import { describe, expect, it } from 'vitest';
import { contactFormFields, formMessages, type FormField } from '#contract/forms';
import { enForms } from '#app/i18n/messages/en-forms';
import { es } from '#app/i18n/messages/es';
import { zh } from '#app/i18n/messages/zh';
import { answerText, fieldErrorText } from './form-text';

const field = (name: string) => contactFormFields.find((f) => f.name === name)!;
const spanish = (f: FormField): FormField => ({
  ...f,
  title: { name: 'Nombre', message: 'Mensaje' }[f.name] ?? f.title,
});

describe('form messages in the page language', () => {
  it("shows the spec's English messages unchanged on English pages", () => {
    const name = field('name');
    expect(fieldErrorText(formMessages.required('Name'), name, enForms)).toBe('Name is required');
    expect(fieldErrorText(formMessages.min('Message', 10), field('message'), enForms)).toBe(
      'Message must be at least 10 characters',
    );
    expect(answerText(formMessages.submitFailed, enForms)).toBe('submit form failed');
  });

  it('translates the rule messages of the field that failed, with its own title and limits', () => {
    const name = spanish(field('name'));
    const message = spanish(field('message'));
    expect(fieldErrorText(formMessages.required('Nombre'), name, es.forms)).toBe('Nombre es obligatorio');
    expect(fieldErrorText(formMessages.min('Mensaje', 10), message, es.forms)).toBe(
      'Mensaje debe tener al menos 10 caracteres',
    );
    expect(fieldErrorText(formMessages.max('Mensaje', 5000), message, zh.forms)).toBe('Mensaje最多 5000 个字符');
    // Not one of this field's rule messages, or a field with its own message: shown as it is.
    expect(fieldErrorText('Something else', name, es.forms)).toBe('Something else');
    expect(fieldErrorText(formMessages.min('Nombre', 3), name, es.forms)).toBe(formMessages.min('Nombre', 3));
    const own = { ...name, validation: { required: true, message: 'Dinos tu nombre' } };
    expect(fieldErrorText('Dinos tu nombre', own, es.forms)).toBe('Dinos tu nombre');
    expect(fieldErrorText(undefined, name, es.forms)).toBeUndefined();
  });

  it("translates the server's known answers and leaves others as they are", () => {
    expect(answerText(enForms.server.contactSent, es.forms)).toBe('¡Gracias por tu mensaje! Te responderemos pronto.');
    expect(answerText(formMessages.noResponse, zh.forms)).toBe('服务器没有响应');
    expect(answerText('Unexpected reason', es.forms)).toBe('Unexpected reason');
  });
});
