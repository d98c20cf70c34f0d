/**
 * The generic form renderer: fields from a config (text, textarea, select, upload, select_list, or any other
 * HTML input type), validated with react-hook-form + zod using the spec's messages (contract/forms.ts), and an
 * optional submit button with a loading state. On submit the values are POSTed to `submit.handler`; the
 * server's message is toasted as success or error by status, 'submit form failed' when the call fails,
 * 'No response received from server' when the answer is empty; a `redirect_url` in the answer navigates there.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, type FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import {
  defaultFormValues,
  formMessages,
  formSchema,
  SPECIAL_FIELD_TYPES,
  type FormConfig,
  type FormField,
} from '#contract/forms';
import { authHeaders, isOk } from '../lib/api';
import { cn } from '../lib/cn';
import { uploadImage, validateImageFile } from '../lib/upload';
import { Button } from '../ui/button';
import { Input, Textarea } from '../ui/input';
import { useFormText } from './form-text';

export interface SubmitOutcome {
  ok: boolean;
  message: string;
  redirectUrl?: string;
}

/** POSTs the values and reads the answer the way the spec says; never throws. */
export async function submitForm(
  handler: string,
  values: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(handler, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...authHeaders() },
      credentials: 'same-origin',
      body: JSON.stringify(values),
    });
    text = await response.text();
  } catch {
    return { ok: false, message: formMessages.submitFailed };
  }
  if (!text.trim()) return { ok: false, message: formMessages.noResponse };
  let body: {
    code?: number;
    msg?: string;
    message?: string;
    redirect_url?: string;
    data?: { redirect_url?: string } | null;
  };
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: formMessages.submitFailed };
  }
  if (!body || typeof body !== 'object') return { ok: false, message: formMessages.noResponse };
  const { code } = body;
  const ok = response.ok && (code === undefined || isOk({ code }));
  const redirectUrl = body.redirect_url ?? body.data?.redirect_url ?? undefined;
  return { ok, message: body.msg ?? body.message ?? (ok ? '' : formMessages.submitFailed), redirectUrl };
}

interface Props {
  config: FormConfig & { fields: FormField[] };
  /** Where a redirect_url goes (defaults to a full navigation). */
  onNavigate?: (url: string) => void;
  onSubmitted?: (outcome: SubmitOutcome) => void;
  className?: string;
}

export function ConfigForm({ config, onNavigate, onSubmitted, className }: Props) {
  const schema = useMemo(() => formSchema(config.fields), [config.fields]);
  const defaults = useMemo(() => defaultFormValues(config.fields), [config.fields]);
  const form = useForm<FieldValues>({ resolver: zodResolver(schema), defaultValues: defaults, mode: 'onSubmit' });
  const [submitting, setSubmitting] = useState(false);
  const text = useFormText();
  // Until hydrated, a click would submit the bare HTML form (a GET with the values in the URL): wait for React.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const onValid = async (values: FieldValues) => {
    if (!config.submit) return;
    setSubmitting(true);
    try {
      const outcome = await submitForm(config.submit.handler, values);
      if (outcome.ok) {
        if (outcome.message) toast.success(text.answer(outcome.message));
        form.reset(defaults);
      } else toast.error(text.answer(outcome.message || formMessages.submitFailed));
      onSubmitted?.(outcome);
      if (outcome.redirectUrl) (onNavigate ?? ((url: string) => window.location.assign(url)))(outcome.redirectUrl);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className={cn('space-y-5', className)}>
      {config.fields.map((field) => (
        <Controller
          key={field.name}
          name={field.name}
          control={form.control}
          render={({ field: control, fieldState }) => (
            <FieldControl
              field={field}
              value={control.value}
              onChange={control.onChange}
              onBlur={control.onBlur}
              error={text.fieldError(fieldState.error?.message, field)}
            />
          )}
        />
      ))}
      {config.submit ? (
        <Button type="submit" size="lg" disabled={submitting || !hydrated} aria-busy={submitting}>
          {submitting ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden /> : null}
          {config.submit.button?.title ?? text.t.submit}
        </Button>
      ) : null}
    </form>
  );
}

interface ControlProps {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error?: string;
}

const controlClass =
  'h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent aria-[invalid=true]:border-danger';

function FieldControl({ field, value, onChange, onBlur, error }: ControlProps) {
  const id = useId();
  const { t } = useFormText();
  const describedBy =
    [error ? `${id}-error` : null, field.tip ? `${id}-tip` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...field.attributes,
  };
  const type = field.type;
  let control: React.ReactNode;
  if (type === 'textarea') {
    control = (
      <Textarea
        {...common}
        placeholder={field.placeholder}
        rows={Number(field.attributes?.rows ?? 5)}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else if (type === 'select') {
    control = (
      <select
        {...common}
        className={controlClass}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{field.placeholder ?? t.choose}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.title}
          </option>
        ))}
      </select>
    );
  } else if (type === 'select_list') {
    const selected = Array.isArray(value) ? (value as string[]) : [];
    return (
      <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className="mb-2 text-sm font-medium">{field.title}</legend>
        <div className="flex flex-wrap gap-2">
          {(field.options ?? []).map((option) => {
            const checked = selected.includes(option.value);
            return (
              <label
                key={option.value}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm ring-1',
                  checked ? 'bg-accent-soft ring-accent' : 'bg-surface ring-line',
                )}
              >
                <input
                  type="checkbox"
                  className="accent-[var(--color-accent)]"
                  checked={checked}
                  onBlur={onBlur}
                  onChange={() =>
                    onChange(checked ? selected.filter((v) => v !== option.value) : [...selected, option.value])
                  }
                />
                {option.title}
              </label>
            );
          })}
        </div>
        <FieldHelp id={id} tip={field.tip} error={error} />
      </fieldset>
    );
  } else if (type === 'upload') {
    control = (
      <UploadControl
        id={id}
        field={field}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        describedBy={describedBy}
        invalid={Boolean(error)}
      />
    );
  } else if (type === 'checkbox') {
    return (
      <div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input {...common} type="checkbox" checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} />
          {field.title}
        </label>
        <FieldHelp id={id} tip={field.tip} error={error} />
      </div>
    );
  } else {
    // text and every other HTML input type (email, number, tel, url, date, password …)
    const inputType = (SPECIAL_FIELD_TYPES as readonly string[]).includes(type) ? 'text' : type;
    control = (
      <Input
        {...common}
        type={inputType}
        placeholder={field.placeholder}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {field.title}
      </label>
      {control}
      <FieldHelp id={id} tip={field.tip} error={error} />
    </div>
  );
}

function FieldHelp({ id, tip, error }: { id: string; tip?: string; error?: string }) {
  return (
    <>
      {tip ? (
        <p id={`${id}-tip`} className="mt-1.5 text-xs text-ink-soft">
          {tip}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

function UploadControl({
  id,
  field,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  id: string;
  field: FormField;
  value: string;
  onChange: (value: unknown) => void;
  describedBy?: string;
  invalid: boolean;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-muted file:px-4 file:py-2 file:text-sm file:font-medium"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const invalidFile = validateImageFile(file);
          if (invalidFile) {
            setMessage(invalidFile);
            return;
          }
          setMessage(null);
          setProgress(0);
          try {
            onChange(await uploadImage(file, { onProgress: setProgress }));
          } catch (failure) {
            const text =
              (failure as Error).message === 'Authentication request failed'
                ? 'Authentication request failed'
                : 'Image upload failed.';
            if ((failure as Error).message !== '401') setMessage(text);
          } finally {
            setProgress(null);
          }
        }}
      />
      {progress !== null ? <p className="mt-1 text-xs text-ink-soft">Uploading… {progress}%</p> : null}
      {value ? (
        <img src={value} alt={`${field.title} preview`} className="mt-2 max-h-32 rounded-xl ring-1 ring-line" />
      ) : null}
      {message ? (
        <p role="alert" className="mt-1.5 text-sm text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
