/** PayPal webhook request building (no network): the verification request carries the event exactly as delivered. */
import { describe, expect, it } from 'vitest';
import { PayPalPaymentProvider, verificationRequestBody } from './paypal';

const fields = {
  auth_algo: 'SHA256withRSA',
  cert_url: 'https://api.paypal.com/v1/notifications/certs/CERT-1',
  transmission_id: 'ab-12',
  transmission_sig: 'c2ln',
  transmission_time: '2026-11-24T10:00:00Z',
  webhook_id: 'WH1',
};

describe('PayPal verify-webhook-signature request', () => {
  it('puts the delivered text itself in webhook_event: a valid JSON request, the event byte for byte', () => {
    const raw = '{"id":"WH-1","summary":"caf\\u00e9 https:\\/\\/x","resource":{"amount":{"value":"10.00"},"rate":1.0}}';
    const body = verificationRequestBody(fields, raw);
    expect(body.endsWith(`"webhook_event":${raw}}`)).toBe(true);
    const parsed = JSON.parse(body) as Record<string, unknown>;
    expect(parsed).toMatchObject({ ...fields, webhook_event: JSON.parse(raw) });
    // A re-serialised event would differ from what PayPal signed.
    expect(JSON.stringify(JSON.parse(raw))).not.toBe(raw);
  });

  it('refuses a body that is not one JSON object before asking PayPal anything', async () => {
    const paypal = new PayPalPaymentProvider({
      clientId: 'id',
      clientSecret: 'secret',
      webhookId: 'WH1',
      environment: 'sandbox',
      apiBase: 'http://127.0.0.1:9',
    });
    const headers = (name: string) =>
      (fields as Record<string, string>)[name.replace('paypal-', '').replace(/-/g, '_')];
    for (const raw of ['[1]', '{"id":"x"},"webhook_id":"other"', '"text"', ''])
      await expect(paypal.verifyWebhook(raw, headers)).rejects.toThrow('not a JSON object');
  });
});
