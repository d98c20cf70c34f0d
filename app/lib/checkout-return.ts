/**
 * "Top up and continue" (issue #22 item 5): when a purchase leaves for the hosted checkout, the page it started on
 * and the values of that page's named forms (a tool's prompt, options, batch…) are kept in sessionStorage; the payment
 * return page offers to continue there, and that page puts the values back once its form has hydrated. Results come
 * back on their own (the tool's recent runs). Files picked in a file input cannot be put back by a page (browsers
 * forbid it); tools that upload on pick keep the upload in their own state.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';

const KEY = 'atelier:checkout-return';
/** A return older than this is stale (an abandoned checkout): nothing is restored. */
const MAX_AGE_MS = 2 * 60 * 60 * 1000;
/** How long a returning page waits for its forms to appear and hydrate. */
const RESTORE_WAIT_MS = 20_000;
const RESTORE_POLL_MS = 200;

interface KeptField {
  index: number;
  kind: string;
  value?: string;
  checked?: boolean;
}
interface KeptForm {
  label: string;
  fields: KeptField[];
}
export interface CheckoutReturn {
  path: string;
  forms: KeptForm[];
  at: number;
}

const NOT_KEPT = new Set(['file', 'hidden', 'password', 'submit', 'button', 'reset', 'image']);

function controlsOf(form: Element): Element[] {
  return [...form.querySelectorAll('input, textarea, select, button[role="switch"]')];
}

function kindOf(control: Element): string {
  return control instanceof HTMLInputElement ? `input:${control.type}` : control.tagName.toLowerCase();
}

function keep(control: Element, index: number): KeptField | null {
  const kind = kindOf(control);
  if (control instanceof HTMLInputElement) {
    if (NOT_KEPT.has(control.type)) return null;
    if (control.type === 'checkbox' || control.type === 'radio') return { index, kind, checked: control.checked };
    return { index, kind, value: control.value };
  }
  if (control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)
    return { index, kind, value: control.value };
  if (control.getAttribute('role') === 'switch')
    return { index, kind, checked: control.getAttribute('aria-checked') === 'true' };
  return null;
}

/** Called just before leaving for a checkout. */
export function rememberCheckoutReturn(): void {
  try {
    const { pathname, search } = window.location;
    if (/^\/(callback|checkout)\//.test(pathname)) return;
    const forms = [...document.querySelectorAll('main form[aria-label]')].map((form) => ({
      label: form.getAttribute('aria-label')!,
      fields: controlsOf(form)
        .map(keep)
        .filter((field): field is KeptField => field !== null),
    }));
    const kept: CheckoutReturn = { path: `${pathname}${search}`, forms, at: Date.now() };
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    /* storage unavailable: the purchase goes on without it */
  }
}

/** The page a checkout started from, while fresh. */
export function readCheckoutReturn(): CheckoutReturn | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as CheckoutReturn | null;
    if (!kept || typeof kept.path !== 'string' || !kept.path.startsWith('/') || kept.path.startsWith('//')) return null;
    return Date.now() - kept.at > MAX_AGE_MS ? null : kept;
  } catch {
    return null;
  }
}

function forget(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}

/** React has taken over this element (its props are attached): values set now reach the component's state. */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

function setNativeValue(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  // The prototype's setter: React's value tracker then sees the event's value as a change.
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function restoreForm(form: Element, kept: KeptForm): void {
  const controls = controlsOf(form);
  for (const field of kept.fields) {
    const control = controls[field.index];
    if (!control || kindOf(control) !== field.kind) continue;
    if (field.checked !== undefined) {
      const now =
        control instanceof HTMLInputElement ? control.checked : control.getAttribute('aria-checked') === 'true';
      if (now !== field.checked) (control as HTMLElement).click();
    } else if (
      field.value !== undefined &&
      (control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement) &&
      control.value !== field.value
    ) {
      setNativeValue(control, field.value);
    }
  }
}

/**
 * Mounted once in the app: on the page a checkout started from, waits for its kept forms to hydrate and puts their
 * values back, then forgets them.
 */
export function useRestoreCheckoutInputs(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const kept = readCheckoutReturn();
    if (!kept || kept.path !== `${pathname}${search}`) return;
    if (!kept.forms.length) {
      forget();
      return;
    }
    const started = Date.now();
    const timer = setInterval(() => {
      const forms = kept.forms.map((form) =>
        document.querySelector(`main form[aria-label="${CSS.escape(form.label)}"]`),
      );
      const ready = forms.every((form) => form && controlsOf(form).every(hydrated));
      if (!ready && Date.now() - started < RESTORE_WAIT_MS) return;
      clearInterval(timer);
      forget();
      kept.forms.forEach((form, index) => {
        const element = forms[index];
        if (element) restoreForm(element, form);
      });
    }, RESTORE_POLL_MS);
    return () => clearInterval(timer);
  }, [pathname, search]);
}
