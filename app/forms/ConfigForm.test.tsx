/** The generic form: every field rule and message, custom messages and schemas, submit outcomes. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fieldSchema, formSchema, type FormField } from '#contract/forms';
import { ConfigForm, submitForm } from './ConfigForm';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const messageOf = (field: FormField, value: unknown) => {
  const result = fieldSchema(field).safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('field rules', () => {
  it('required means at least one character: "{title} is required"', () => {
    const field: FormField = { name: 'name', title: 'Name', type: 'text', validation: { required: true } };
    expect(messageOf(field, '')).toBe('Name is required');
    expect(messageOf(field, ' ')).toBeNull();
    expect(messageOf(field, undefined)).toBe('Name is required');
  });
  it('min and max lengths', () => {
    const field: FormField = { name: 'm', title: 'Message', type: 'textarea', validation: { min: 10, max: 20 } };
    expect(messageOf(field, 'short')).toBe('Message must be at least 10 characters');
    expect(messageOf(field, 'x'.repeat(21))).toBe('Message must be at most 20 characters');
    expect(messageOf(field, 'just right!')).toBeNull();
    expect(messageOf(field, '')).toBeNull(); // optional and empty: no length rule applies
  });
  it('email by rule or by input type', () => {
    expect(messageOf({ name: 'e', title: 'Email', type: 'text', validation: { email: true } }, 'nope')).toBe(
      'Email must be a valid email',
    );
    expect(messageOf({ name: 'e', title: 'Work email', type: 'email' }, 'a@b')).toBe(
      'Work email must be a valid email',
    );
    expect(messageOf({ name: 'e', title: 'Email', type: 'email' }, 'ada@example.com')).toBeNull();
  });
  it('a custom message overrides every built-in one', () => {
    const field: FormField = {
      name: 'e',
      title: 'Email',
      type: 'email',
      validation: { required: true, min: 5, message: 'Tell us where to answer' },
    };
    expect(messageOf(field, '')).toBe('Tell us where to answer');
    expect(messageOf(field, 'a@b')).toBe('Tell us where to answer');
    expect(messageOf(field, 'bad-address')).toBe('Tell us where to answer');
  });
  it('a field may supply its own schema; select_list is a list', () => {
    const own: FormField = {
      name: 'age',
      title: 'Age',
      type: 'number',
      schema: z.coerce.number().min(18, 'Adults only'),
    };
    expect(messageOf(own, '12')).toBe('Adults only');
    expect(messageOf({ name: 't', title: 'Topics', type: 'select_list', validation: { required: true } }, [])).toBe(
      'Topics is required',
    );
    expect(formSchema([own]).safeParse({ age: '30' }).success).toBe(true);
  });
});

describe('submitForm', () => {
  const respond = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));
  it('reads the server message and status', async () => {
    await expect(submitForm('/api/x', {}, respond(JSON.stringify({ code: 0, msg: 'Thanks!' })))).resolves.toEqual({
      ok: true,
      message: 'Thanks!',
      redirectUrl: undefined,
    });
    await expect(
      submitForm('/api/x', {}, respond(JSON.stringify({ code: -1, msg: 'email: bad' }), 400)),
    ).resolves.toMatchObject({ ok: false, message: 'email: bad' });
    await expect(
      submitForm('/api/x', {}, respond(JSON.stringify({ code: 0, msg: 'ok', data: { redirect_url: '/thanks' } }))),
    ).resolves.toMatchObject({ redirectUrl: '/thanks' });
  });
  it('"No response received from server" on an empty answer, "submit form failed" on failure', async () => {
    await expect(submitForm('/api/x', {}, respond(''))).resolves.toEqual({
      ok: false,
      message: 'No response received from server',
    });
    await expect(
      submitForm(
        '/api/x',
        {},
        vi.fn(async () => Promise.reject(new TypeError('offline'))),
      ),
    ).resolves.toEqual({ ok: false, message: 'submit form failed' });
    await expect(submitForm('/api/x', {}, respond('<html>oops</html>', 502))).resolves.toEqual({
      ok: false,
      message: 'submit form failed',
    });
  });
});

describe('<ConfigForm>', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.success.mockReset();
    toast.error.mockReset();
  });
  const config = {
    fields: [
      { name: 'name', title: 'Name', type: 'text', validation: { required: true } },
      { name: 'email', title: 'Email', type: 'email', validation: { required: true } },
      {
        name: 'topic',
        title: 'Topic',
        type: 'select',
        options: [
          { value: 'billing', title: 'Billing' },
          { value: 'other', title: 'Other' },
        ],
      },
      {
        name: 'tags',
        title: 'Tags',
        type: 'select_list',
        options: [
          { value: 'a', title: 'Alpha' },
          { value: 'b', title: 'Beta' },
        ],
      },
      { name: 'message', title: 'Message', type: 'textarea', validation: { min: 10 } },
      { name: 'phone', title: 'Phone', type: 'tel' },
    ],
    submit: { handler: '/api/contact', button: { title: 'Send' } },
  } satisfies Parameters<typeof ConfigForm>[0]['config'];

  it('renders every field type, shows the rule messages, posts the values, toasts and redirects', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ code: 0, msg: 'Thanks for writing', redirect_url: '/thanks' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn();
    render(<ConfigForm config={config} onNavigate={navigate} />);
    expect(screen.getByLabelText('Phone')).toHaveProperty('type', 'tel');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.type(screen.getByLabelText('Message'), 'too short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email must be a valid email')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    await user.type(screen.getByLabelText('Message'), ', but now longer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'billing');
    await user.click(screen.getByLabelText('Beta'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      topic: 'billing',
      tags: ['b'],
      message: 'too short, but now longer',
      phone: '',
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thanks for writing'));
    expect(navigate).toHaveBeenCalledWith('/thanks');
  });

  it('shows the server’s error message as an error toast and keeps the values', async () => {
    const user = userEvent.setup();
    let release!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    render(<ConfigForm config={config} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    release(new Response(JSON.stringify({ code: -429, msg: 'Too many requests.' }), { status: 429 }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many requests.'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
  });

  it('renders without a submit button when none is configured', () => {
    render(<ConfigForm config={{ fields: [{ name: 'q', title: 'Question', type: 'text' }] }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
