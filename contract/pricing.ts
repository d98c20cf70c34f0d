/**
 * Pricing and checkout, shared by the app and the server: the plan item (every field of the spec's Plan item
 * plus the credits it grants), the pricing section schemas, the payment request/response, the client's
 * checkout pre-checks and the period → amount/quantity mapping.
 */
import { z } from 'zod';
import { entitlementsSchema, freeTierSchema, type FreeTier } from './entitlements';
import { sectionBase } from './section-base';

export const SERVICE_TYPES = ['basic', 'pro', 'max', 'promax'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const PAYMENT_METHODS = ['paypal', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'paypal';
export const PAYMENT_CURRENCY = 'USD';
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
/** Quantity of a product entry: 12 for yearly, 1 for monthly. */
export const QUANTITY_BY_PERIOD: Record<BillingPeriod, number> = { monthly: 1, yearly: 12 };
/** The default return page (the spec's). */
export const DEFAULT_RETURN_PATH = '/callback/paypal/success';
export const DEFAULT_CANCEL_PATH = '/callback/paypal/cancel';
export const PROCESSING_LABEL = 'Processing...';

export const planButtonSchema = z.object({
  title: z.string().min(1),
  url: z.string(),
  icon: z.string(),
});

/** One plan as `content/plans/*.json` lists it. Display strings are shown as written; amounts are USD numbers. */
export const planItemSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  /** A small badge, e.g. "Most popular" ('' for none). */
  label: z.string(),
  is_featured: z.boolean(),
  /** The price/original_price/unit shown by the swap variant, for the plan's own period (see isYearPay). */
  price: z.string().min(1),
  original_price: z.string(),
  unit: z.string(),
  monthly_price: z.string().min(1),
  yearly_price: z.string().min(1),
  monthly_original_price: z.string(),
  yearly_original_price: z.string(),
  monthly_unit: z.string(),
  yearly_unit: z.string(),
  /** USD per month billed monthly. */
  monthly_price_amount: z.number().positive(),
  /** USD per month billed yearly (the yearly charge is this × 12). */
  yearly_price_amount: z.number().positive(),
  yearly_savings: z.string(),
  /** Small print under the price when billed monthly. */
  tip: z.string(),
  yearly_tip: z.string(),
  features_title: z.string(),
  features: z.array(z.string().min(1)).min(1),
  button: planButtonSchema,
  product_type: z.string().min(1),
  service_type: z.enum(SERVICE_TYPES),
  /** Whether `price`/`original_price`/`unit` describe yearly billing (true) or monthly (false). */
  isYearPay: z.boolean(),
  /** Credits granted per paid period (a yearly purchase grants `yearly` at once; renewals grant again). */
  credits: z.object({ monthly: z.number().int().positive(), yearly: z.number().int().positive() }),
  /** Stripe Checkout mode: a recurring subscription (renewals grant again) or a one-off payment. */
  checkout: z.enum(['subscription', 'one_time']).default('subscription'),
  /**
   * The payment methods this plan can be bought with here and now: GET /v1/plans fills it in from the server's
   * configuration (a method without vendor keys is not offered once any vendor is configured). Absent in content.
   */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)).optional(),
  /** What the plan lets its user do in the tools (enforced on the server; the cards' lines are checked against it). */
  entitlements: entitlementsSchema,
});
export type PlanItem = z.infer<typeof planItemSchema>;

export const plansFileSchema = z
  .object({
    /** The plan of a user without an active purchase (and of nobody signed in). */
    free_tier: freeTierSchema,
    plans: z.array(planItemSchema).min(1),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.plans.forEach((plan, index) => {
      const key = `${plan.product_type}/${plan.service_type}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['plans', index, 'service_type'], message: `duplicate plan ${key}` });
      seen.add(key);
    });
  });

export class PlansConfigError extends Error {}

/** Validates a plans file: its plans and its free tier. */
export function parsePlansFile(file: string, input: unknown): { plans: PlanItem[]; freeTier: FreeTier } {
  const result = plansFileSchema.safeParse(input);
  if (result.success) return { plans: result.data.plans, freeTier: result.data.free_tier };
  const issue = result.error.issues[0]!;
  throw new PlansConfigError(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/** Validates a plans file; the error names the file and the path of the bad field (build and boot fail loudly). */
export function parsePlans(file: string, input: unknown): PlanItem[] {
  return parsePlansFile(file, input).plans;
}

// ---------------------------------------------------------------- sections

const pricingSectionFields = {
  ...sectionBase,
  title: z.string().min(1),
  description: z.string().optional(),
  /** Which plans to show, in order, by service_type (default: every plan of the catalogue). */
  plans: z.array(z.enum(SERVICE_TYPES)).min(1).optional(),
  product_type: z.string().optional(),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(4),
};

/** The main pricing section: monthly/yearly toggle (default yearly) reading the monthly_/yearly_ fields. */
export const pricingSectionSchema = z.object({ type: z.literal('pricing'), ...pricingSectionFields });
/**
 * The other pricing section: shows each plan's own price/original_price/unit and, when the toggle is on the
 * other period than the plan's `isYearPay`, swaps in the other period's amounts. Default monthly.
 */
export const pricingSwapSectionSchema = z.object({
  type: z.literal('pricing-swap'),
  ...pricingSectionFields,
  defaultPeriod: z.enum(BILLING_PERIODS).default('monthly'),
});
export type PricingSection = z.infer<typeof pricingSectionSchema>;
export type PricingSwapSection = z.infer<typeof pricingSwapSectionSchema>;

// ---------------------------------------------------------------- payment request / response

export const paymentProductSchema = z.object({
  product_name: z.string().min(1),
  product_description: z.string(),
  product_type: z.string().min(1),
  product_amount: z.number(),
  service_type: z.enum(SERVICE_TYPES),
  quantity: z.union([z.literal(1), z.literal(12)]),
});
export type PaymentProduct = z.infer<typeof paymentProductSchema>;

export const paymentRequestSchema = z.object({
  brand_name: z.string().min(1),
  description: z.string().min(1),
  currency: z.literal(PAYMENT_CURRENCY),
  return_url: z.string().max(2048).optional(),
  cancel_url: z.string().max(2048).optional(),
  product_list: z.array(paymentProductSchema).length(1),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** POST /v1/payment/{paypal,stripe} → where to send the buyer. */
export const paymentResponseDataSchema = z.object({ payment_url: z.string(), payment_id: z.string() });
export type PaymentResponseData = z.infer<typeof paymentResponseDataSchema>;

/** POST /v1/payment/confirm: the return page asks for its order. */
export const paymentConfirmRequestSchema = z.object({
  order_no: z.string().min(1).max(64),
  /** The buyer came back through the cancel URL: an order still unpaid becomes canceled (a later payment still wins). */
  canceled: z.boolean().optional(),
});
export type PaymentConfirmRequest = z.infer<typeof paymentConfirmRequestSchema>;

export const orderStatusValues = ['created', 'paid', 'canceled', 'failed', 'refunded', 'expired'] as const;
export const orderViewSchema = z.object({
  order_no: z.string(),
  product_type: z.string(),
  service_type: z.string(),
  plan_title: z.string(),
  period: z.enum(BILLING_PERIODS),
  quantity: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  credits: z.number().int(),
  provider: z.enum(['sandbox', 'stripe', 'paypal']),
  status: z.enum(orderStatusValues),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const sandboxCheckoutViewSchema = z.object({
  payment_id: z.string(),
  order: orderViewSchema,
  brand_name: z.string(),
  token: z.string(),
  complete_action: z.string(),
  cancel_action: z.string(),
});
export type SandboxCheckoutView = z.infer<typeof sandboxCheckoutViewSchema>;

/** A vendor webhook that was taken: `outcome` says what it did (granted, duplicate, ignored …). */
export const webhookReceiptSchema = z.object({ received: z.literal(true), outcome: z.string() });
export type WebhookReceipt = z.infer<typeof webhookReceiptSchema>;

// ---------------------------------------------------------------- period mapping and pre-checks

export interface PlanPriceView {
  price: string;
  original_price: string;
  unit: string;
  tip: string;
  amount: number;
  quantity: number;
  isYearPay: boolean;
}

/** What a card shows and charges for a period (the toggle variant: monthly_/yearly_ fields). */
export function planForPeriod(plan: PlanItem, period: BillingPeriod): PlanPriceView {
  const yearly = period === 'yearly';
  return {
    price: yearly ? plan.yearly_price : plan.monthly_price,
    original_price: yearly ? plan.yearly_original_price : plan.monthly_original_price,
    unit: yearly ? plan.yearly_unit : plan.monthly_unit,
    tip: yearly ? plan.yearly_tip : plan.tip,
    amount: yearly ? plan.yearly_price_amount : plan.monthly_price_amount,
    quantity: QUANTITY_BY_PERIOD[period],
    isYearPay: yearly,
  };
}

/**
 * The swap variant: the plan's own price/original_price/unit belong to the period named by `isYearPay`;
 * choosing the other period swaps in that period's amounts and flips `isYearPay`.
 */
export function swapPlanForPeriod(plan: PlanItem, period: BillingPeriod): PlanItem {
  const wantYearly = period === 'yearly';
  if (plan.isYearPay === wantYearly) return plan;
  const view = planForPeriod(plan, period);
  return { ...plan, price: view.price, original_price: view.original_price, unit: view.unit, isYearPay: wantYearly };
}

/** The period a (possibly swapped) plan item is billed for. */
export const periodOf = (plan: Pick<PlanItem, 'isYearPay'>): BillingPeriod => (plan.isYearPay ? 'yearly' : 'monthly');

export interface BrandLike {
  title?: string;
  description?: string;
}

/** Builds the spec's payment request for a plan and a period. */
export function buildPaymentRequest(
  plan: PlanItem,
  period: BillingPeriod,
  brand: BrandLike,
  urls: { return_url: string; cancel_url: string },
): PaymentRequest {
  const view = planForPeriod(plan, period);
  return {
    brand_name: brand.title ?? '',
    description: brand.description ?? '',
    currency: PAYMENT_CURRENCY,
    return_url: urls.return_url,
    cancel_url: urls.cancel_url,
    product_list: [
      {
        product_name: plan.title,
        product_description: plan.description,
        product_type: plan.product_type,
        product_amount: view.amount,
        service_type: plan.service_type,
        quantity: view.quantity as 1 | 12,
      },
    ],
  };
}

export const CHECKOUT_WARNINGS = {
  productType: 'Product type is missing for this plan.',
  serviceTypeMissing: 'Service type is missing for this plan.',
  serviceTypeInvalid: 'Service type must be one of basic, pro, max, promax.',
  title: 'Plan title is missing.',
  amount: 'Plan price is missing or not a number.',
  brand: 'Brand title and description are required.',
} as const;

/** Loosely-typed input for the pre-checks: the plan may come from anywhere (config, API), so nothing is assumed. */
export interface CheckoutCandidate {
  title?: unknown;
  product_type?: unknown;
  service_type?: unknown;
  amount?: unknown;
}

/**
 * The spec's checkout pre-checks, run before calling the server. Returns the first warning to show
 * (toast.warning), or null when the purchase may go ahead.
 */
export function checkoutPrecheck(candidate: CheckoutCandidate, brand: BrandLike | null | undefined): string | null {
  if (typeof candidate.product_type !== 'string' || candidate.product_type.trim() === '')
    return CHECKOUT_WARNINGS.productType;
  if (typeof candidate.service_type !== 'string' || candidate.service_type.trim() === '')
    return CHECKOUT_WARNINGS.serviceTypeMissing;
  if (!(SERVICE_TYPES as readonly string[]).includes(candidate.service_type))
    return CHECKOUT_WARNINGS.serviceTypeInvalid;
  if (typeof candidate.title !== 'string' || candidate.title.trim() === '') return CHECKOUT_WARNINGS.title;
  const amount = candidate.amount;
  const numeric =
    (typeof amount === 'number' && Number.isFinite(amount)) ||
    (typeof amount === 'string' && amount.trim() !== '' && Number.isFinite(Number(amount)));
  if (!numeric) return CHECKOUT_WARNINGS.amount;
  if (!brand?.title?.trim() || !brand?.description?.trim()) return CHECKOUT_WARNINGS.brand;
  return null;
}

/** USD amount → integer cents of the whole charge (amount per month × quantity). */
export function chargeCents(amountPerUnit: number, quantity: number): number {
  return Math.round(amountPerUnit * 100) * quantity;
}

export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
