/** The payment return pages: result per state, credits refreshed, the cancel page cancels an unpaid order. */
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '#contract/pricing';
import PaymentCallback, { loader } from '../routes/payment-callback';

const session = vi.hoisted(() => ({
  status: 'signed-in' as 'signed-in' | 'signed-out' | 'loading',
  user: { points: { remaining_points: 14500 }, low_credit_threshold: 20 } as unknown,
  refresh: vi.fn(async () => null),
  openSignIn: vi.fn(),
}));
const post = vi.hoisted(() => vi.fn());
vi.mock('../lib/session', () => ({ useSession: () => session }));
vi.mock('../lib/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: { post },
  UnauthorizedError: class extends Error {},
}));

const order = (status: OrderView['status']): OrderView => ({
  order_no: 'ATL-20261122-ABCDEFGHJK',
  product_type: 'subscription',
  service_type: 'pro',
  plan_title: 'Pro',
  period: 'yearly',
  quantity: 12,
  amount: 192,
  currency: 'USD',
  credits: 14400,
  provider: 'sandbox',
  status,
  created_at: 1,
  paid_at: status === 'paid' ? 2 : null,
});

type Props = ComponentProps<typeof PaymentCallback>;
function renderPage(result: 'success' | 'cancel', search = '?order_no=ATL-20261122-ABCDEFGHJK') {
  const props = {
    loaderData: { provider: 'paypal', result },
    params: { provider: 'paypal', result },
  } as unknown as Props;
  return render(
    <MemoryRouter initialEntries={[`/callback/paypal/${result}${search}`]}>
      <PaymentCallback {...props} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  session.status = 'signed-in';
  session.refresh.mockClear();
  post.mockReset();
});

describe('payment return pages', () => {
  it('success + paid: shows the grant and the balance, after refreshing the credits', async () => {
    post.mockResolvedValue({ code: 0, msg: 'success', data: order('paid') });
    renderPage('success');
    expect(await screen.findByRole('heading', { name: 'Payment complete' })).toBeTruthy();
    expect(screen.getByText(/14,400 credits were added/)).toBeTruthy();
    expect(screen.getByTestId('callback-balance').textContent).toContain('14,500');
    expect(post).toHaveBeenCalledWith(
      '/v1/payment/confirm',
      { order_no: 'ATL-20261122-ABCDEFGHJK', canceled: false },
      expect.anything(),
    );
    expect(session.refresh).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'View your orders' }).getAttribute('href')).toBe('/orders');
  });

  it('cancel: asks the server to cancel the unpaid order and says nothing was charged', async () => {
    post.mockResolvedValue({ code: 0, msg: 'success', data: order('canceled') });
    renderPage('cancel');
    expect(await screen.findByRole('heading', { name: 'Payment canceled' })).toBeTruthy();
    expect(screen.getByText('No charge was made and your credits are unchanged.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/v1/payment/confirm',
      { order_no: 'ATL-20261122-ABCDEFGHJK', canceled: true },
      expect.anything(),
    );
  });

  it('a server error shows its message', async () => {
    post.mockResolvedValue({ code: -404, msg: 'Order not found.', data: null });
    renderPage('success');
    expect(await screen.findByText('Order not found.')).toBeTruthy();
  });

  it('signed out: asks to sign in', async () => {
    session.status = 'signed-out';
    renderPage('success');
    expect(await screen.findByRole('heading', { name: 'Sign in to see your order' })).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('only paypal|stripe and success|cancel exist', async () => {
    const load = (provider: string, result: string, prefix = '') =>
      loader({
        params: { provider, result },
        request: new Request(`http://localhost${prefix}/callback/${provider}/${result}`),
      } as never);
    await expect(load('bitcoin', 'success')).rejects.toBeInstanceOf(Response);
    await expect(load('stripe', 'maybe')).rejects.toBeInstanceOf(Response);
    expect(await load('stripe', 'cancel')).toEqual({ provider: 'stripe', result: 'cancel', i18n: undefined });
    // A purchase started on a Spanish page returns to /es/callback/…: the page gets the Spanish text.
    const spanish = await load('paypal', 'success', '/es');
    expect(spanish.i18n?.locale).toBe('es');
    expect(spanish.i18n?.messages.account.callback.completeTitle).toBe('Pago completado');
  });
});
