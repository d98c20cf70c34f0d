/** The pricing cards in jsdom: toggle and swap variants, payment method, the button lock, sign-in first, pre-check warnings. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '#contract/envelope';
import { CHECKOUT_WARNINGS, type PlanItem } from '#contract/pricing';
import { I18nProvider } from '../i18n/context';
import { localizedPath } from '../i18n/locales';
import { es } from '../i18n/messages/es';
import { PLANS } from './plans';
import { PricingPlans } from './PricingPlans';

const session = vi.hoisted(() => ({
  status: 'signed-in' as 'signed-in' | 'signed-out' | 'loading',
  openSignIn: vi.fn(),
}));
const post = vi.hoisted(() => vi.fn());
/** GET /v1/plans (the offered payment methods): never answered unless a test says so, so every method is shown. */
const get = vi.hoisted(() => vi.fn());
const navigateTo = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => ({ warning: vi.fn(), error: vi.fn(), success: vi.fn() }));

vi.mock('../lib/session', () => ({ useSession: () => session }));
vi.mock('../lib/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: { post, get },
  UnauthorizedError: class extends Error {},
}));
vi.mock('./navigate', () => ({ navigateTo }));
vi.mock('sonner', () => ({ toast }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const buyButtons = () => screen.getAllByRole('button', { name: /^(Get|Processing)/ });
const card = (title: string) => screen.getByRole('article', { name: title });

beforeEach(() => {
  session.status = 'signed-in';
  session.openSignIn.mockReset();
  post.mockReset();
  get.mockReset();
  get.mockReturnValue(new Promise(() => {}));
  navigateTo.mockReset();
  toast.warning.mockReset();
  toast.error.mockReset();
});

describe('toggle variant', () => {
  it('defaults to yearly: yearly price, original price struck through, savings; monthly on toggle', () => {
    render(<PricingPlans plans={PLANS} />);
    expect(screen.getByRole('radio', { name: /Yearly/ })).toHaveProperty('ariaChecked', 'true');
    const pro = within(card('Pro'));
    expect(pro.getByTestId('price-pro').textContent).toBe('$16');
    // Read as "Was $20" (hidden words), shown as $20 struck through.
    const was = pro.getByText('Was $20');
    expect(was.className).toContain('sr-only');
    expect(was.parentElement!.className).toContain('line-through');
    expect(was.parentElement!.querySelector('[aria-hidden="true"]')?.textContent).toBe('$20');
    expect(pro.getByText('Save 20%')).toBeTruthy();
    expect(pro.getByText('Billed yearly as $192. Cancel anytime.')).toBeTruthy();
    expect(card('Pro').dataset.featured).toBe('true');
    expect(card('Basic').dataset.featured).toBeUndefined();

    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(pro.getByTestId('price-pro').textContent).toBe('$20');
    expect(pro.queryByText('Save 20%')).toBeNull();
    expect(pro.queryByLabelText(/^Was/)).toBeNull();
  });

  it('renders 2, 3 or 4 columns', () => {
    const { container, rerender } = render(<PricingPlans plans={PLANS} columns={2} />);
    expect(container.querySelector('.lg\\:grid-cols-2')).not.toBeNull();
    rerender(<PricingPlans plans={PLANS} columns={3} />);
    expect(container.querySelector('.lg\\:grid-cols-3')).not.toBeNull();
  });
});

describe('swap variant', () => {
  it('shows each plan’s own (monthly) amounts and swaps to yearly amounts with isYearPay', async () => {
    post.mockResolvedValue({ code: 0, msg: 'success', data: { payment_url: 'http://x/checkout', payment_id: 'p' } });
    render(<PricingPlans plans={PLANS} variant="swap" defaultPeriod="monthly" />);
    expect(within(card('Max')).getByTestId('price-max').textContent).toBe('$40');
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(within(card('Max')).getByTestId('price-max').textContent).toBe('$32');
    await act(async () => fireEvent.click(within(card('Max')).getByRole('button', { name: /Get Max/ })));
    expect(post.mock.calls[0]![1].product_list[0]).toMatchObject({
      service_type: 'max',
      quantity: 12,
      product_amount: 32,
    });
  });
});

describe('buying', () => {
  it('locks every buy button, shows "Processing..." on the clicked plan, then goes to payment_url', async () => {
    const pending = deferred<Envelope<unknown>>();
    post.mockReturnValue(pending.promise);
    render(<PricingPlans plans={PLANS} />);
    await act(async () => fireEvent.click(within(card('Pro')).getByRole('button', { name: /Get Pro/ })));

    expect(post).toHaveBeenCalledTimes(1);
    const [path, body] = post.mock.calls[0]!;
    expect(path).toBe('/v1/payment/paypal');
    expect(body).toMatchObject({
      brand_name: 'Atelier',
      currency: 'USD',
      return_url: `${window.location.origin}/callback/paypal/success`,
      cancel_url: `${window.location.origin}/callback/paypal/cancel`,
      product_list: [
        { product_name: 'Pro', product_type: 'subscription', service_type: 'pro', product_amount: 16, quantity: 12 },
      ],
    });
    expect(within(card('Pro')).getByRole('button').textContent).toContain('Processing...');
    for (const button of buyButtons()) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(card('Basic')).getByRole('button').textContent).not.toContain('Processing...');
    fireEvent.click(within(card('Max')).getByRole('button'));
    expect(post).toHaveBeenCalledTimes(1);

    await act(async () =>
      pending.resolve({
        code: 0,
        msg: 'success',
        data: { payment_url: 'http://localhost/checkout/sandbox/sbx_1', payment_id: 'sbx_1' },
      }),
    );
    expect(navigateTo).toHaveBeenCalledWith('http://localhost/checkout/sandbox/sbx_1');
    for (const button of buyButtons()) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('on a Spanish page, the sandbox checkout and the return pages are the Spanish ones (/es/…)', async () => {
    const origin = window.location.origin;
    post.mockResolvedValue({
      code: 0,
      msg: 'success',
      data: { payment_url: `${origin}/checkout/sandbox/sbx_2`, payment_id: 'sbx_2' },
    });
    render(
      <I18nProvider value={{ locale: 'es', m: es, translated: es, href: (path) => localizedPath(path, 'es') }}>
        <PricingPlans plans={PLANS} />
      </I18nProvider>,
    );
    await act(async () => fireEvent.click(within(card('Pro')).getByRole('button')));
    expect(post.mock.calls[0]![1]).toMatchObject({
      return_url: `${origin}/es/callback/paypal/success`,
      cancel_url: `${origin}/es/callback/paypal/cancel`,
    });
    expect(navigateTo).toHaveBeenCalledWith(`${origin}/es/checkout/sandbox/sbx_2?method=paypal`);
  });

  it('any other code shows the server msg and unlocks the buttons', async () => {
    post.mockResolvedValue({ code: -502, msg: 'The payment could not be started. Please try again.', data: null });
    render(<PricingPlans plans={PLANS} />);
    await act(async () => fireEvent.click(within(card('Basic')).getByRole('button')));
    expect(toast.error).toHaveBeenCalledWith('The payment could not be started. Please try again.');
    expect(navigateTo).not.toHaveBeenCalled();
    for (const button of buyButtons()) expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('uses the chosen payment method (stripe) and the monthly mapping (quantity 1)', async () => {
    post.mockResolvedValue({
      code: 0,
      msg: 'success',
      data: { payment_url: 'https://checkout.stripe.com/c/pay/cs_1', payment_id: 'cs_1' },
    });
    render(<PricingPlans plans={PLANS} />);
    expect(screen.getByRole('radio', { name: 'PayPal' })).toHaveProperty('ariaChecked', 'true');
    fireEvent.click(screen.getByRole('radio', { name: 'Card (Stripe)' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    await act(async () => fireEvent.click(within(card('Pro Max')).getByRole('button')));
    const [path, body] = post.mock.calls[0]!;
    expect(path).toBe('/v1/payment/stripe');
    expect(body.return_url).toBe(`${window.location.origin}/callback/stripe/success`);
    expect(body.product_list[0]).toMatchObject({ service_type: 'promax', product_amount: 80, quantity: 1 });
    expect(navigateTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1');
  });

  it('signed out: opens the sign-in modal first, then continues the purchase', async () => {
    session.status = 'signed-out';
    post.mockResolvedValue({
      code: 0,
      msg: 'success',
      data: { payment_url: 'http://localhost/checkout/sandbox/sbx_2', payment_id: 'sbx_2' },
    });
    render(<PricingPlans plans={PLANS} />);
    await act(async () => fireEvent.click(within(card('Pro')).getByRole('button')));
    expect(post).not.toHaveBeenCalled();
    expect(session.openSignIn).toHaveBeenCalledTimes(1);
    const { onSignedIn } = session.openSignIn.mock.calls[0]![0] as { onSignedIn: () => void };
    await act(async () => onSignedIn());
    expect(post).toHaveBeenCalledWith(
      '/v1/payment/paypal',
      expect.objectContaining({ product_list: [expect.objectContaining({ service_type: 'pro', quantity: 12 })] }),
    );
    expect(navigateTo).toHaveBeenCalledWith('http://localhost/checkout/sandbox/sbx_2');
  });

  it('a plan that fails a pre-check shows a warning and never calls the server', async () => {
    const broken: PlanItem[] = [
      { ...PLANS[0]!, product_type: '' },
      { ...PLANS[1]!, service_type: 'ultra' as PlanItem['service_type'] },
    ];
    render(<PricingPlans plans={broken} />);
    await act(async () => fireEvent.click(within(card('Basic')).getByRole('button')));
    expect(toast.warning).toHaveBeenLastCalledWith(CHECKOUT_WARNINGS.productType);
    await act(async () => fireEvent.click(within(card('Pro')).getByRole('button')));
    expect(toast.warning).toHaveBeenLastCalledWith(CHECKOUT_WARNINGS.serviceTypeInvalid);
    expect(post).not.toHaveBeenCalled();
    expect(session.openSignIn).not.toHaveBeenCalled();
  });
});

describe('payment methods the server takes', () => {
  it('offers only the methods GET /v1/plans names, and pays with one of them', async () => {
    get.mockResolvedValue({
      code: 0,
      msg: 'success',
      data: PLANS.map((plan) => ({ ...plan, payment_methods: ['stripe'] })),
    });
    post.mockResolvedValue({ code: 0, msg: 'success', data: { payment_url: 'http://x/checkout', payment_id: 'p' } });
    await act(async () => render(<PricingPlans plans={PLANS} />));
    const methods = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(within(methods).queryByRole('radio', { name: 'PayPal' })).toBeNull();
    expect(within(methods).getByRole('radio', { name: 'Card (Stripe)' })).toHaveProperty('ariaChecked', 'true');
    await act(async () => fireEvent.click(within(card('Pro')).getByRole('button', { name: /Get Pro/ })));
    expect(post.mock.calls[0]![0]).toBe('/v1/payment/stripe');
  });
});
