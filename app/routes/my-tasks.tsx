/** /my-tasks — the media library (client-rendered data; the detail view opens with ?task=<id>, at a moment with &t=). */
import { useSearchParams } from 'react-router';
import { TaskLibrary } from '../library/TaskLibrary';
import { seoMeta } from '../lib/seo';

export const meta = () => [
  ...seoMeta({
    title: 'My Tasks',
    description: 'Your imported videos, transcripts, answers and translations.',
    path: '/my-tasks',
  }),
  { name: 'robots', content: 'noindex' },
];

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
