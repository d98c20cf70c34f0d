/** The account pages' text: English unchanged, Spanish and Chinese numbers, dates, money and counts; entry lines. */
import { describe, expect, it } from 'vitest';
import type { CreditHistoryEntry } from '#contract/credits';
import { CREATION_TOOL_LABELS, creationMessages } from '#contract/recent-tasks';
import { PROCESSING_LABEL } from '#contract/pricing';
import { enAccount } from '#app/i18n/messages/en-account';
import { esAccount } from '#app/i18n/messages/es-account';
import { zhAccount } from '#app/i18n/messages/zh-account';
import { describeEntry } from './credit-entry';
import { accountText } from './text';

const en = accountText(enAccount, 'en');
const es = accountText(esAccount, 'es');
const zh = accountText(zhAccount, 'zh');
// Noon UTC: the same calendar day in every time zone the tests may run in.
const NOV_22_2026 = Date.UTC(2026, 10, 22, 12) / 1000;

describe('account text', () => {
  it('keeps the English the pages showed before', () => {
    expect(en.money(192)).toBe('$192.00');
    expect(en.credits(14400)).toBe('14,400 credits');
    expect(en.credits(1)).toBe('1 credit');
    expect(en.date(NOV_22_2026)).toBe('Nov 22, 2026');
    expect(en.fill(enAccount.pageOf, { page: 2, pages: 5 })).toBe('Page 2 of 5');
    // The contract's messages and labels, exactly.
    expect(enAccount.creations.deleted).toBe(creationMessages.deleted);
    expect(enAccount.creations.regenerating).toBe(creationMessages.regenerating);
    expect(enAccount.creations.tool).toEqual(CREATION_TOOL_LABELS);
    expect(PROCESSING_LABEL).toBe('Processing...');
  });

  it('writes money, numbers and dates the Spanish and Chinese way', () => {
    expect(es.money(192)).toMatch(/^192,00\s?US\$$/);
    expect(zh.money(192)).toBe('US$192.00');
    expect(es.credits(14400)).toBe('14.400 créditos');
    expect(zh.credits(14400)).toBe('14,400 积分');
    expect(es.date(NOV_22_2026)).toBe('22 nov 2026');
    expect(zh.date(NOV_22_2026)).toBe('2026年11月22日');
  });

  it('uses the singular for exactly one, in English and Spanish', () => {
    expect(es.credits(1)).toBe('1 crédito');
    expect(es.credits(0)).toBe('0 créditos');
    expect(es.count(esAccount.lowCredits.left, 1)).toBe('Te queda 1 crédito.');
    expect(es.count(esAccount.lowCredits.left, 12)).toBe('Te quedan 12 créditos.');
    expect(es.count(esAccount.creations.count, 1)).toBe('1 creación');
    expect(en.count(enAccount.creations.count, 2)).toBe('2 creations');
    expect(zh.count(zhAccount.creations.count, 2)).toBe('2 个作品');
  });
});

const entry = (kind: CreditHistoryEntry['kind'], description: string, tool?: string): CreditHistoryEntry => ({
  id: 1,
  kind,
  amount: kind === 'spend' ? -5 : 5,
  balance_after: 100,
  created_at: NOV_22_2026,
  description,
  task: tool ? { id: 't1', area: tool === 'media-import' ? 'library' : 'generation', tool } : null,
});

describe('credit history entry lines', () => {
  it('English shows the server line unchanged', () => {
    expect(describeEntry(entry('refund', 'Refund: Headshot', 'headshot'), enAccount.history)).toBe('Refund: Headshot');
  });

  it('translates the kinds, the tools and the fixed phrases; keeps order numbers, reasons and titles', () => {
    const t = esAccount.history;
    expect(describeEntry(entry('grant', 'Sign-up bonus'), t)).toBe('Regalo de bienvenida');
    expect(describeEntry(entry('purchase', 'Order ATL-20261122-ABC'), t)).toBe('Pedido ATL-20261122-ABC');
    expect(describeEntry(entry('spend', 'Headshot', 'headshot'), t)).toBe('Retrato profesional');
    expect(describeEntry(entry('refund', 'Refund: Image to video', 'image-to-video'), t)).toBe(
      'Reembolso: Imagen a vídeo',
    );
    expect(describeEntry(entry('adjust', 'Adjustment: goodwill: late job'), t)).toBe('Ajuste: goodwill: late job');
    expect(describeEntry(entry('adjust', 'Adjustment: by support'), t)).toBe('Ajuste: hecho por el equipo de soporte');
    expect(describeEntry(entry('spend', 'Video import: My talk', 'media-import'), t)).toBe(
      'Importación de vídeo: My talk',
    );
    expect(describeEntry(entry('refund', 'Refund: Transcript question'), zhAccount.history)).toBe('退还：转录提问');
    // A line this page does not know stays as the server wrote it.
    expect(describeEntry(entry('spend', 'Something new'), t)).toBe('Something new');
  });
});
