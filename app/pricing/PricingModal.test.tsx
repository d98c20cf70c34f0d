/** The pricing modal: opens from anywhere through usePricingModal(), default yearly, and once when credits run low. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('opens by itself once when the credits fall to the low-credit threshold (20), not on load', async () => {
    session.user = withCredits(15);
    const { rerender } = render(wrap(<Opener />));
    expect(screen.queryByRole('dialog')).toBeNull();

    session.user = withCredits(100);
    rerender(wrap(<Opener />));
    expect(screen.queryByRole('dialog')).toBeNull();
    session.user = withCredits(21);
    rerender(wrap(<Opener />));
    expect(screen.queryByRole('dialog')).toBeNull();
    session.user = withCredits(20);
    rerender(wrap(<Opener />));
    expect((await screen.findByRole('dialog', {}, { timeout: 15_000 })).textContent).toContain(LOW_CREDITS_REASON);

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    session.user = withCredits(100);
    rerender(wrap(<Opener />));
    session.user = withCredits(5);
    rerender(wrap(<Opener />));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
