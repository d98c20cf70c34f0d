/** /my-tasks — the media library (client-rendered data; the detail view opens with ?task=<id>). */
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
  return (
    <TaskLibrary
      openTaskId={openTaskId}
      onOpenTask={(id) => {
        setParams(id ? { task: id } : {}, { preventScrollReset: false });
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
