/**
 * E-mail notifications (issue #21 item 4): a mail when a long job finishes or fails, and one when the balance falls
 * to the low-credit threshold (once per dip: the latch clears when the balance is above it again). Each kind can be
 * turned off per user; no settings row means both are on.
 */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, storedLocale, type Locale } from '#contract/locales';
import type { NotificationSettings } from '#contract/notifications';
import { notificationSettings, user } from '#server/db/schema';
import type { Services } from '#server/services';
import type { FinishedKind } from './mail-text';
import { lowCreditsMail, taskFinishedMail, type RenderedMail } from './templates';

const DEFAULTS: NotificationSettings = { task_emails: true, low_credit_emails: true };

export async function getNotificationSettings(services: Services, userId: string): Promise<NotificationSettings> {
  const [row] = await services.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row ? { task_emails: row.taskEmails, low_credit_emails: row.lowCreditEmails } : DEFAULTS;
}

export async function updateNotificationSettings(
  services: Services,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const values = {
    taskEmails: settings.task_emails,
    lowCreditEmails: settings.low_credit_emails,
    updatedAt: new Date(),
  };
  await services.db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  return settings;
}

/**
 * A page of the site in the owner's language. Every page a mail links to (the tools that mail, My Tasks, pricing,
 * the notification settings) exists in every language.
 */
const pageUrl = (services: Services, locale: Locale, path: string) =>
  `${services.env.PUBLIC_URL}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${path}`;

interface MailContext {
  locale: Locale;
  /** A page of the site in the owner's language. */
  page: (path: string) => string;
}

/** Mails the user, in their language, what `mail` renders (with the opt-out link to their settings). */
async function send(
  services: Services,
  userId: string,
  mail: (context: MailContext & { unsubscribeUrl: string }) => Promise<RenderedMail>,
) {
  const [owner] = await services.db
    .select({ email: user.email, locale: user.locale })
    .from(user)
    .where(eq(user.id, userId));
  if (!owner) return;
  const locale = storedLocale(owner.locale);
  const page = (path: string) => pageUrl(services, locale, path);
  const { subject, html, text } = await mail({ locale, page, unsubscribeUrl: page('/notifications') });
  await services.mailer.send({ to: owner.email, subject, text, html });
}

/** A long job reached its outcome: tell its owner, unless they turned these mails off. */
export async function notifyTaskFinished(
  services: Services,
  task: {
    userId: string;
    kind: FinishedKind;
    /** A media import's own title (a tool run is named by its tool, in the owner's language). */
    title?: string;
    outcome: 'ok' | 'no';
    failure?: string | null;
    path: string;
  },
): Promise<void> {
  if (!(await getNotificationSettings(services, task.userId)).task_emails) return;
  await send(services, task.userId, ({ locale, page, unsubscribeUrl }) =>
    taskFinishedMail({
      locale,
      kind: task.kind,
      title: task.title,
      outcome: task.outcome,
      failure: task.failure ?? undefined,
      url: page(task.path),
      unsubscribeUrl,
    }),
  );
}

/**
 * After a spend: at or below the threshold, the first check since the balance was last above it mails the owner
 * (the latch is taken in one conditional statement, so concurrent spends mail once); above it, the latch clears.
 */
export async function checkLowCredits(services: Services, userId: string): Promise<void> {
  const balance = await services.credits.balance(userId);
  const threshold = services.env.LOW_CREDIT_THRESHOLD;
  if (balance > threshold) {
    await services.db
      .update(notificationSettings)
      .set({ lowCreditNotifiedAt: null })
      .where(eq(notificationSettings.userId, userId));
    return;
  }
  const taken = await services.db
    .insert(notificationSettings)
    .values({ userId, lowCreditNotifiedAt: new Date() })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { lowCreditNotifiedAt: new Date() },
      setWhere: sql`${notificationSettings.lowCreditNotifiedAt} IS NULL AND ${notificationSettings.lowCreditEmails}`,
    })
    .returning({ userId: notificationSettings.userId });
  if (taken.length === 0) return;
  const [settings] = await services.db
    .select({ on: notificationSettings.lowCreditEmails })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  if (!settings?.on) return;
  await send(services, userId, ({ locale, page, unsubscribeUrl }) =>
    lowCreditsMail({ locale, balance, url: page('/pricing'), unsubscribeUrl }),
  );
}

/** `checkLowCredits` after a spend, without holding up the request that spent (its errors are only logged). */
export function afterSpend(services: Services, userId: string): void {
  checkLowCredits(services, userId).catch((error: unknown) => {
    services.log.warn({ err: error, userId }, 'low-credit check failed');
  });
}
