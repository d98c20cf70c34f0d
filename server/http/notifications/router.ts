/** GET /v1/notifications/settings — my e-mail notification choices; POST — change them. */
import { Hono } from 'hono';
import { notificationSettingsSchema } from '#contract/notifications';
import { getNotificationSettings, updateNotificationSettings } from '#server/domain/notifications/notify';
import { requireUser, type AppEnv } from '../context';
import { ok, parseJson } from '../envelope';

export const notificationsRouter = new Hono<AppEnv>()
  .get('/v1/notifications/settings', async (c) =>
    ok(c, await getNotificationSettings(c.var.services, (await requireUser(c)).id)),
  )

  .post('/v1/notifications/settings', async (c) => {
    const user = await requireUser(c);
    const settings = await parseJson(c, notificationSettingsSchema);
    return ok(c, await updateNotificationSettings(c.var.services, user.id, settings));
  });
