/** Reading untyped vendor JSON (webhook bodies) without trusting its shape. */
export type Obj = Record<string, unknown>;
export const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
export const obj = (value: unknown): Obj | undefined =>
  value && typeof value === 'object' ? (value as Obj) : undefined;

/** A decimal amount as the vendors write it ("10.00") in cents; undefined when it is not a number. */
export function decimalToCents(value: unknown): number | undefined {
  const amount = Number(str(value) ?? Number.NaN);
  return Number.isFinite(amount) ? Math.round(amount * 100) : undefined;
}

/** A currency code as ISO 4217 upper case (Stripe writes "usd"). */
export const currencyOf = (value: unknown): string | undefined => str(value)?.toUpperCase();
