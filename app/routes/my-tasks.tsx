/** /my-tasks — the media library (client-rendered data; the detail view opens with ?task=<id>, at a moment with &t=). */
import { useSearchParams } from 'react-router';
import { loadLocalizedData } from '../i18n/content.server';
import { localeFromPath, localizedPath } from '../i18n/locales';
import { enLibrary } from '../i18n/messages/en-library';
import { TaskLibrary } from '../library/TaskLibrary';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/my-tasks';

/**
 * `/es/my-tasks` and `/zh/my-tasks` use this module too (app/routes.ts): their loader brings the page's dictionary;
 * English needs none. Signed-in data is loaded in the browser, so the page is never prerendered.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { locale, i18n: locale === 'en' ? undefined : await loadLocalizedData(locale, ['library']) };
}

/** An English client navigation needs nothing from the server (no `.data` request). */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  localeFromPath(new URL(request.url).pathname) === 'en' ? { locale: 'en' as const, i18n: undefined } : serverLoader();

export const meta: Route.MetaFunction = ({ data }) => {
  const locale = data?.locale ?? 'en';
  const t = data?.i18n?.messages.library ?? enLibrary;
  return [
    ...seoMeta({ title: t.title, description: t.description, path: localizedPath('/my-tasks', locale), locale }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function MyTasks() {
  const [params, setParams] = useSearchParams();
  const openTaskId = params.get('task');
  const at = Number(params.get('t'));
  return (
    <TaskLibrary
      openTaskId={openTaskId}
      openAt={Number.isFinite(at) && at > 0 ? at : undefined}
      onOpenTask={(id, moment) => {
        setParams(id ? { task: id, ...(moment ? { t: String(Math.floor(moment * 10) / 10) } : {}) } : {}, {
          preventScrollReset: false,
        });
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
