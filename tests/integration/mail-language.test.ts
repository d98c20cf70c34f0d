/**
 * Issue #21 item 6 for the mail: a user reads their account and notification mails in the language they use the site
 * in — the page's at sign-up (the interface sends it), the page's a sign-in link was asked on, and later the one
 * chosen in the language switcher. The server's reasons in a failed job's mail are translated too.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusals } from '#contract/refusals';
import { user } from '#server/db/schema';
import { checkLowCredits } from '#server/domain/notifications/notify';
import { createMediaTask } from '#server/domain/library/create';
import { mediaTaskStore } from '#server/domain/library/pipeline';
import { failTask } from '#server/tasks/kernel';
import { createTestAtelier, waitFor, type TestAtelier } from '#tests/helpers/test-app';

const ORIGIN = 'http://localhost:3000';

describe('mail in the user’s language', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    atelier = await createTestAtelier({
      env: { SIGNUP_CREDITS: '30', LOW_CREDIT_THRESHOLD: '20', COST_MEDIA_IMPORT: '5' },
    });
  });
  afterAll(async () => {
    await atelier?.close();
  });

  const mailTo = (email: string, subject: string) =>
    waitFor(async () => atelier.services.mailer.outbox.find((mail) => mail.to === email && mail.subject === subject));
  const storedLocale = async (id: string) =>
    (await atelier.services.db.select({ locale: user.locale }).from(user).where(eq(user.id, id)))[0]?.locale;

  it('signed up on a Spanish page: the confirmation, a failed import and low credits come in Spanish', async () => {
    const owner = await atelier.signUp({ email: 'mail-es@example.com', locale: 'es' });
    expect(await storedLocale(owner.id)).toBe('es');
    const confirm = await mailTo(owner.email, 'Confirma tu dirección de correo para Atelier');
    expect(confirm?.text).toMatch(/^Hola, Test User:/);
    expect(confirm?.text).toContain('/verify-email?token=');

    const task = await createMediaTask(atelier.services, {
      userId: owner.id,
      siteId: '31',
      url: 'https://example.com/charla.mp4',
      title: 'Charla trimestral',
    });
    await failTask(atelier.services, mediaTaskStore, task.id, refusals.notDownloadable);
    const failed = await mailTo(owner.email, 'Ha fallado: Charla trimestral');
    expect(failed?.html).toContain('Tu importación de vídeo no ha salido bien');
    expect(failed?.text).toContain('No pudimos descargar el contenido de esta URL.');
    expect(failed?.text).toContain('Los créditos que tenía reservados han vuelto a tu saldo.');
    expect(failed?.html).toContain('lang="es"');
    expect(failed?.html).toContain(`/es/my-tasks?task=${task.id}`);
    expect(failed?.html).toContain('/es/notifications');

    await atelier.services.credits.reserve(owner.id, 12, 'test:mail-es-dip');
    await checkLowCredits(atelier.services, owner.id);
    const low = await mailTo(owner.email, 'Te quedan pocos créditos de Atelier');
    expect(low?.text).toContain('Te quedan 18 créditos.');
    expect(low?.html).toContain('/es/pricing');
  });

  it('a sign-in link asked on a Chinese page comes in Chinese; a language the site lacks is stored as English', async () => {
    const ask = await atelier.request('/api/auth/sign-in/magic-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email: 'mail-zh@example.com', callbackURL: '/zh/pricing' }),
    });
    expect(ask.status).toBe(200);
    const link = await mailTo('mail-zh@example.com', '你的 Atelier 登录链接');
    expect(link?.text).toContain('15 分钟内有效');

    const french = await atelier.signUp({ email: 'mail-fr@example.com', locale: 'fr' });
    expect(await storedLocale(french.id)).toBe('en');
    expect(await mailTo(french.email, 'Confirm your e-mail address for Atelier')).toBeTruthy();
  });

  it('someone signing up again with a registered address on a Spanish page: the owner is told in Spanish', async () => {
    await atelier.signUp({ email: 'mail-twice@example.com' });
    const again = await atelier.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ name: 'X', email: 'mail-twice@example.com', password: 'another-password', locale: 'es' }),
    });
    expect(again.status).toBe(200);
    const notice = await mailTo(
      'mail-twice@example.com',
      'Alguien ha intentado crear una cuenta de Atelier con tu dirección',
    );
    expect(notice?.text).toContain('«¿Has olvidado tu contraseña?»');
  });

  it('a language chosen later in the switcher becomes the mail language; a page read in another language does not', async () => {
    const owner = await atelier.signUp({ email: 'mail-switch@example.com' });
    expect(await storedLocale(owner.id)).toBe('en');
    // Reading pages sends no choice: nothing changes.
    expect((await owner.request('/user/session')).status).toBe(200);
    expect(await storedLocale(owner.id)).toBe('en');
    // The switcher's cookie (app/i18n/remember-locale.ts) arrives with the next page's session check.
    await owner.request('/user/session', { headers: { cookie: 'other=1; atelier-locale=zh' } });
    expect(await storedLocale(owner.id)).toBe('zh');
    await owner.request('/user/session', { headers: { cookie: 'atelier-locale=xx' } });
    expect(await storedLocale(owner.id)).toBe('zh');

    await atelier.services.credits.reserve(owner.id, 12, 'test:mail-zh-dip');
    await checkLowCredits(atelier.services, owner.id);
    const low = await mailTo(owner.email, '你的 Atelier 积分即将用完');
    expect(low?.text).toContain('你还剩 18 积分');
    expect(low?.html).toContain('lang="zh-Hans"');
  });
});
