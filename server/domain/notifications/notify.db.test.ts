import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '#contract/notifications';
import { failTask } from '#server/tasks/kernel';
import { createTestAtelier, waitFor, type TestAtelier } from '#tests/helpers/test-app';
import { createMediaTask } from '../library/create';
import { mediaTaskStore } from '../library/pipeline';
import { checkLowCredits } from './notify';

describe('e-mail notifications (issue #21 item 4)', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    atelier = await createTestAtelier({
      env: { SIGNUP_CREDITS: '30', LOW_CREDIT_THRESHOLD: '20', COST_MEDIA_IMPORT: '5' },
    });
  });
  afterAll(async () => {
    await atelier?.close();
  });

  const mailsTo = (email: string, subject: string | RegExp) =>
    atelier.services.mailer.outbox.filter(
      (mail) =>
        mail.to === email && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
    );

  it('a failed video import mails its owner (HTML and text parts), once; turned off, it does not', async () => {
    const owner = await atelier.signUp({ email: 'notify-import@example.com' });
    const task = await createMediaTask(atelier.services, {
      userId: owner.id,
      siteId: '31',
      url: 'https://example.com/talk.mp4',
      title: 'Quarterly talk',
    });
    expect(await failTask(atelier.services, mediaTaskStore, task.id, 'Could not fetch the URL.')).toBe(true);
    expect(await failTask(atelier.services, mediaTaskStore, task.id, 'Could not fetch the URL.')).toBe(false);
    const [mail] = await waitFor(async () => {
      const found = mailsTo(owner.email, 'Failed: Quarterly talk');
      return found.length ? found : undefined;
    });
    expect(mail?.text).toContain('Could not fetch the URL.');
    expect(mail?.text).toContain('credits it held are back');
    expect(mail?.html).toContain(`/my-tasks?task=${task.id}`);
    expect(mail?.html).toContain('/notifications');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(owner.email, 'Failed: Quarterly talk')).toHaveLength(1);

    const off: NotificationSettings = { task_emails: false, low_credit_emails: true };
    expect((await owner.json('/v1/notifications/settings', { json: off })).body.data).toEqual(off);
    expect((await owner.json<NotificationSettings>('/v1/notifications/settings')).body.data).toEqual(off);
    const quiet = await createMediaTask(atelier.services, {
      userId: owner.id,
      siteId: '31',
      url: 'https://example.com/other.mp4',
      title: 'Second talk',
    });
    await failTask(atelier.services, mediaTaskStore, quiet.id, 'Could not fetch the URL.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(owner.email, 'Failed: Second talk')).toHaveLength(0);
  });

  it('the low-credit mail comes once per dip below the threshold, and not at all when turned off', async () => {
    const owner = await atelier.signUp({ email: 'notify-low@example.com' });
    const { credits } = atelier.services;
    const subject = 'Your Atelier credits are running low';
    await checkLowCredits(atelier.services, owner.id);
    expect(mailsTo(owner.email, subject)).toHaveLength(0);

    await credits.reserve(owner.id, 12, 'test:dip-1');
    await Promise.all([checkLowCredits(atelier.services, owner.id), checkLowCredits(atelier.services, owner.id)]);
    await checkLowCredits(atelier.services, owner.id);
    expect(mailsTo(owner.email, subject)).toHaveLength(1);
    expect(mailsTo(owner.email, subject)[0]?.text).toContain('You have 18 credits left');

    await credits.grant(owner.id, 50, { key: 'test:topup' });
    await checkLowCredits(atelier.services, owner.id);
    await credits.reserve(owner.id, 60, 'test:dip-2');
    await checkLowCredits(atelier.services, owner.id);
    expect(mailsTo(owner.email, subject)).toHaveLength(2);

    await owner.json('/v1/notifications/settings', { json: { task_emails: true, low_credit_emails: false } });
    await credits.grant(owner.id, 50, { key: 'test:topup-2' });
    await checkLowCredits(atelier.services, owner.id);
    await credits.reserve(owner.id, 50, 'test:dip-3');
    await checkLowCredits(atelier.services, owner.id);
    expect(mailsTo(owner.email, subject)).toHaveLength(2);
  });
});
