/** The pricing modal: opens from anywhere through usePricingModal(), default yearly; low credits raise a banner, not it. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePlansFile } from '#contract/pricing';
import esPlansJson from '#content/plans/es/plans.json';
import { I18nProvider, type I18n } from '../i18n/context';
import { localizedPath } from '../i18n/locales';
import { enAccount } from '../i18n/messages/en-account';
import { es } from '../i18n/messages/es';
import { LowCreditsBanner } from './LowCreditsBanner';
import { LOW_CREDITS_REASON, PricingModalProvider, usePricingModal } from './PricingModal';

const session = vi.hoisted(() => ({
  status: 'signed-in' as const,
  user: null as null | { points: { remaining_points: number }; low_credit_threshold: number },
  openSignIn: vi.fn(),
}));
vi.mock('../lib/session', () => ({ useSession: () => session }));
vi.mock('../lib/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // GET /v1/plans (the offered payment methods): not answered here, so every method is shown.
  api: { post: vi.fn(), get: () => new Promise(() => {}) },
  UnauthorizedError: class extends Error {},
}));

const withCredits = (remaining: number) => ({ points: { remaining_points: remaining }, low_credit_threshold: 20 });

function Opener() {
  const pricing = usePricingModal();
  return (
    <button type="button" onClick={() => pricing.open('Not enough credits. Please upgrade your plan.')}>
      Generate
    </button>
  );
}

const wrap = (children: ReactNode) => (
  <MemoryRouter>
    <PricingModalProvider>{children}</PricingModalProvider>
  </MemoryRouter>
);

beforeEach(() => {
  session.user = withCredits(100);
});

describe('PricingModalProvider', () => {
  it('opens full screen from any component, with the reason, yearly by default', async () => {
    render(wrap(<Opener />));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    // The dialog's module loads on the first open.
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' }, { timeout: 15_000 });
    expect(dialog.textContent).toContain('Not enough credits. Please upgrade your plan.');
    expect(dialog.className).toContain('inset-0');
    expect(screen.getByRole('radio', { name: /Yearly/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('never opens by itself when the credits fall to the threshold (20): a banner says so once, not on load (#22 item 8)', async () => {
    const page = () =>
      wrap(
        <>
          <Opener />
          <LowCreditsBanner />
        </>,
      );
    session.user = withCredits(15);
    const { rerender } = render(page());
    expect(screen.queryByRole('status')).toBeNull();

    session.user = withCredits(100);
    rerender(page());
    session.user = withCredits(21);
    rerender(page());
    expect(screen.queryByRole('status')).toBeNull();
    session.user = withCredits(20);
    rerender(page());
    expect(screen.getByRole('status').textContent).toContain(`${LOW_CREDITS_REASON} 20 credits left.`);
    // Give the lazy dialog module time to appear if anything opened it: nothing covers the result.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Its button opens the plans on request; dismissed, it stays away for the visit.
    fireEvent.click(screen.getByRole('button', { name: 'See plans' }));
    expect((await screen.findByRole('dialog', {}, { timeout: 15_000 })).textContent).toContain(LOW_CREDITS_REASON);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the low-credit notice' }));
    session.user = withCredits(100);
    rerender(page());
    session.user = withCredits(5);
    rerender(page());
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('on a Spanish page', () => {
  const spanish: I18n = {
    locale: 'es',
    m: es,
    translated: es,
    plans: parsePlansFile('content/plans/es/plans.json', esPlansJson).plans,
    href: (path) => localizedPath(path, 'es'),
  };

  it('the low-credit banner and the modal it opens speak Spanish, with the Spanish plans and links', async () => {
    // The dialog recognises the low-credit reason by the account part's English sentence.
    expect(LOW_CREDITS_REASON).toBe(enAccount.pricingModal.lowCredits);
    const page = () => (
      <I18nProvider value={spanish}>
        {wrap(
          <>
            <Opener />
            <LowCreditsBanner />
          </>,
        )}
      </I18nProvider>
    );
    session.user = withCredits(100);
    const { rerender } = render(page());
    session.user = withCredits(1);
    rerender(page());
    expect(screen.getByRole('status').textContent).toBe('Te quedan pocos créditos. Te queda 1 crédito.Ver planes');
    expect(screen.getByRole('button', { name: 'Cerrar el aviso de pocos créditos' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver planes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elige un plan' }, { timeout: 15_000 });
    expect(dialog.textContent).toContain('Te quedan pocos créditos.');
    expect(dialog.textContent).not.toContain(LOW_CREDITS_REASON);
    expect(screen.getByRole('radio', { name: /Anual/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('link', { name: 'página de precios' }).getAttribute('href')).toBe('/es/pricing');
    expect(screen.getByRole('link', { name: 'tus pedidos' }).getAttribute('href')).toBe('/es/orders');
  });
});
