/** E-mail notification choices. */
import { notificationSettingsSchema } from '#contract/notifications';
import type { OpenApiDeclarations } from './declare';

export function declareNotificationRoutes(api: OpenApiDeclarations): void {
  const settings = api.component('NotificationSettings', notificationSettingsSchema);
  api.route({
    method: 'get',
    path: '/v1/notifications/settings',
    tag: 'User',
    summary: 'My e-mail notification choices',
    description: 'Both are on until turned off.',
    data: settings,
  });
  api.route({
    method: 'post',
    path: '/v1/notifications/settings',
    tag: 'User',
    summary: 'Change my e-mail notification choices',
    body: notificationSettingsSchema,
    data: settings,
    failures: ['invalidInput'],
  });
}
