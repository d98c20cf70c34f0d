/**
 * The My Tasks screen: action tiles, the paged task grid (8 per page), live tracking of processing tasks,
 * the import/upload/delete modals, and the task detail view (loaded lazily, client only).
 * Signed-out visitors get the sign-in modal and no task call is made.
 */
import { AlertTriangle, ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  LIBRARY_MESSAGES,
  TASK_LIST_POLL_MS,
  TASK_PAGE_SIZE,
  toTask,
  type ServerTask,
  type Task,
} from '#contract/library';
import { fill } from '#app/i18n/fill';
import { isCreditsExhausted, isOk, UnauthorizedError } from '../lib/api';
import { useSession } from '../lib/session';
import { usePricingModal } from '../pricing/PricingModal';
import { Button } from '../ui/button';
import { libraryApi, trackTask } from './library-api';
import { AddMediaDialog, DeleteTaskDialog, UploadMediaDialog, type CreateTask } from './MediaDialogs';
import { TaskCard, TaskCardSkeleton } from './TaskCard';
import { ActionTiles } from './ActionTiles';
import { LibrarySearch } from './LibrarySearch';
import { useLibraryText } from './text';

const TaskDetail = lazy(() => import('./TaskDetail'));

export interface TaskLibraryProps {
  /** The task whose detail view is open (from the URL), or null for the grid. */
  openTaskId: string | null;
  /** Opens a task (at a moment in seconds, from a search result), or closes the detail view with null. */
  onOpenTask: (id: string | null, at?: number) => void;
  /** The moment the detail view starts at (from the URL). */
  openAt?: number;
}

export function TaskLibrary({ openTaskId, onOpenTask, openAt }: TaskLibraryProps) {
  const { status, user, openSignIn, refresh } = useSession();
  const pricing = usePricingModal();
  const [tasks, setTasks] = useState<Task[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  /** The list could not be loaded: say so, never "Your Task List is Empty" to a user who has tasks. */
  const [loadFailed, setLoadFailed] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Task | null>(null);
  /** Tasks being tracked (the spec's Set of tracked ids), each with the controller that stops its stream. */
  const trackers = useRef(new Map<string, AbortController>());
  const pageRef = useRef(page);
  pageRef.current = page;
  const siteId = user?.site_id;
  const { t, say } = useLibraryText();
  // The tracking callbacks outlive a render: they read the newest text through a ref (a change of language is a
  // new page anyway, so this only keeps the callbacks stable).
  const sayRef = useRef(say);
  sayRef.current = say;

  const startTracking = useCallback(
    (task: Task) => {
      if (trackers.current.has(task.id)) return;
      const controller = new AbortController();
      trackers.current.set(task.id, controller);
      const apply = (next: Task) => setTasks((list) => list.map((t) => (t.id === next.id ? { ...t, ...next } : t)));
      trackTask(task.id, siteId, apply, controller.signal)
        .then((done) => {
          apply(done);
          toast.success(sayRef.current(LIBRARY_MESSAGES.completed(done.title)));
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || error instanceof UnauthorizedError) return;
          const reason = error instanceof Error ? error.message : String(error);
          setTasks((list) => list.map((t) => (t.id === task.id ? { ...t, status: 'error', errorReason: reason } : t)));
          toast.error(sayRef.current(LIBRARY_MESSAGES.failed(task.title, reason)));
        })
        .finally(() => {
          if (trackers.current.get(task.id) === controller) trackers.current.delete(task.id);
        });
    },
    [siteId],
  );

  const load = useCallback(
    async (target: number, { quiet = false } = {}) => {
      if (!quiet) setLoading(true);
      try {
        const envelope = await libraryApi.list(target, TASK_PAGE_SIZE);
        if (!isOk(envelope)) {
          toast.error(sayRef.current(envelope.msg || LIBRARY_MESSAGES.loadFailed), { id: 'task-list-error' });
          setLoadFailed(true);
          return;
        }
        setLoadFailed(false);
        const list = envelope.data.data.map(toTask);
        // A page emptied by deletes: step back to the last page that has tasks.
        const lastPage = Math.max(1, Math.ceil(envelope.data.total / TASK_PAGE_SIZE));
        if (list.length === 0 && target > lastPage) {
          setPage(lastPage);
          return;
        }
        // Keep the freshest live progress between polls (the stream may be ahead of the list).
        setTasks((previous) =>
          list.map((task) => {
            const live = previous.find((p) => p.id === task.id);
            return live && live.status === 'processing' && task.status === 'processing' && live.progress > task.progress
              ? { ...task, progress: live.progress, processingStep: live.processingStep }
              : task;
          }),
        );
        setTotal(envelope.data.total);
        for (const task of list) if (task.status === 'processing') startTracking(task);
      } catch (error) {
        if (!(error instanceof UnauthorizedError)) {
          toast.error(sayRef.current(LIBRARY_MESSAGES.loadFailed), {
            id: 'task-list-error',
            description: sayRef.current(LIBRARY_MESSAGES.loadException),
          });
          setLoadFailed(true);
        }
      } finally {
        if (!quiet) setLoading(false);
      }
    },
    [startTracking],
  );

  // Signed out: the sign-in modal, and no task call.
  useEffect(() => {
    if (status === 'signed-out') openSignIn();
  }, [status, openSignIn]);

  useEffect(() => {
    if (status !== 'signed-in') return;
    void load(page);
    const timer = window.setInterval(() => void load(pageRef.current, { quiet: true }), TASK_LIST_POLL_MS);
    return () => window.clearInterval(timer);
  }, [status, page, load]);

  useEffect(() => {
    const active = trackers.current;
    return () => active.forEach((controller) => controller.abort());
  }, []);

  const createTask: CreateTask = useCallback(
    async (url, title, language) => {
      try {
        const envelope = await libraryApi.create(url, title, language);
        if (isCreditsExhausted(envelope)) {
          pricing.open(envelope.msg);
          return false;
        }
        if (!isOk(envelope) || !envelope.data?.task_id) {
          toast.error(say(envelope.msg || LIBRARY_MESSAGES.createFailed));
          return false;
        }
        toast.success(say(LIBRARY_MESSAGES.createInitiated));
        // Tracked from its creation: an import that fails within seconds still gets its failure toast (spec §4),
        // even when it is already over by the time the list reloads.
        if (envelope.data.id) startTracking(toTask(envelope.data as ServerTask));
        void refresh();
        if (pageRef.current === 1) void load(1);
        else setPage(1);
        return true;
      } catch (error) {
        if (!(error instanceof UnauthorizedError)) toast.error(say(LIBRARY_MESSAGES.createException));
        return false;
      }
    },
    [pricing, refresh, load, startTracking, say],
  );

  const confirmDelete = async () => {
    const task = toDelete;
    setToDelete(null);
    if (!task) return;
    const id = toast.loading(say(LIBRARY_MESSAGES.deleting));
    try {
      const envelope = await libraryApi.remove([task.id]);
      if (isOk(envelope)) {
        trackers.current.get(task.id)?.abort();
        toast.success(say(LIBRARY_MESSAGES.deleted), { id });
        if (openTaskId === task.id) onOpenTask(null);
        await load(pageRef.current);
      } else {
        toast.error(say(envelope.msg || LIBRARY_MESSAGES.deleteFailed), { id });
      }
    } catch {
      toast.error(say(LIBRARY_MESSAGES.deleteFailed), { id });
    }
  };

  if (openTaskId && status === 'signed-in') {
    return (
      <Suspense fallback={<DetailFallback />}>
        <TaskDetail
          taskId={openTaskId}
          startAt={openAt}
          siteId={siteId}
          onBack={() => onOpenTask(null)}
          onDeleted={() => void load(pageRef.current)}
        />
      </Suspense>
    );
  }

  const pages = Math.max(1, Math.ceil(total / TASK_PAGE_SIZE));
  const showSkeleton = status !== 'signed-out' && (status === 'loading' || loading);
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t.title}</h1>
        <p className="text-ink-soft">{t.list.intro}</p>
      </header>
      <ActionTilesGate
        signedIn={status === 'signed-in'}
        onUpload={() => setUploadOpen(true)}
        onImport={() => setImportOpen(true)}
        onSignIn={() => openSignIn()}
      />

      {status === 'signed-in' ? <LibrarySearch onOpen={(id, at) => onOpenTask(id, at)} /> : null}

      <section aria-labelledby="tasks-heading" className="space-y-4">
        <h2 id="tasks-heading" className="text-xl font-semibold">
          {t.list.recent}
        </h2>
        {status === 'signed-out' ? (
          <div className="rounded-3xl border border-line bg-surface p-10 text-center">
            <p className="font-display text-xl font-semibold">{t.list.signInTitle}</p>
            <p className="mt-1 text-sm text-ink-soft">{t.list.signInHint}</p>
            <Button className="mt-4" onClick={() => openSignIn()}>
              {t.list.signIn}
            </Button>
          </div>
        ) : showSkeleton ? (
          <div
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
            role="status"
            aria-busy="true"
            aria-label={t.list.loading}
          >
            {Array.from({ length: TASK_PAGE_SIZE }, (_, i) => (
              <TaskCardSkeleton key={i} />
            ))}
          </div>
        ) : loadFailed && tasks.length === 0 ? (
          <div className="flex flex-col items-center rounded-3xl border border-line bg-surface px-6 py-14 text-center">
            <span className="grid size-14 place-items-center rounded-2xl bg-muted text-danger">
              <AlertTriangle className="size-7" aria-hidden />
            </span>
            <p className="mt-4 font-display text-xl font-semibold">{t.spec.loadFailed}</p>
            <p className="mt-1 text-sm text-ink-soft">{t.list.loadFailedHint}</p>
            <Button className="mt-4" variant="secondary" onClick={() => void load(pageRef.current)}>
              {t.list.tryAgain}
            </Button>
          </div>
        ) : tasks.length === 0 ? (
          <div className="flex flex-col items-center rounded-3xl border border-dashed border-line bg-surface px-6 py-14 text-center">
            <span className="grid size-14 place-items-center rounded-2xl bg-accent-soft text-accent">
              <Inbox className="size-7" aria-hidden />
            </span>
            <p className="mt-4 font-display text-xl font-semibold">{t.spec.emptyTitle}</p>
            <p className="mt-1 text-sm text-ink-soft">{t.spec.emptyHint}</p>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {tasks.map((task) => (
              <TaskCard key={task.id} task={task} onOpen={(t) => onOpenTask(t.id)} onDelete={setToDelete} />
            ))}
          </div>
        )}
        {status === 'signed-in' && !loading && pages > 1 ? (
          <nav className="flex items-center justify-center gap-3 pt-2" aria-label={t.list.pagination}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setPage((p) => Math.max(1, p - 1))}
              disabled={page <= 1}
            >
              <ChevronLeft aria-hidden /> {t.list.previous}
            </Button>
            <span className="text-sm text-ink-soft tabular-nums">{fill(t.list.pageOf, { page, pages })}</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setPage((p) => Math.min(pages, p + 1))}
              disabled={page >= pages}
            >
              {t.list.next} <ChevronRight aria-hidden />
            </Button>
          </nav>
        ) : null}
      </section>

      <AddMediaDialog open={importOpen} onOpenChange={setImportOpen} createTask={createTask} />
      <UploadMediaDialog open={uploadOpen} onOpenChange={setUploadOpen} createTask={createTask} />
      <DeleteTaskDialog
        title={toDelete ? toDelete.title : null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

function ActionTilesGate({
  signedIn,
  onUpload,
  onImport,
  onSignIn,
}: {
  signedIn: boolean;
  onUpload: () => void;
  onImport: () => void;
  onSignIn: () => void;
}) {
  return <ActionTiles onUpload={signedIn ? onUpload : onSignIn} onImport={signedIn ? onImport : onSignIn} />;
}

function DetailFallback() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6" aria-busy="true">
      <div className="aspect-video w-full max-w-3xl animate-pulse rounded-3xl bg-muted" />
    </div>
  );
}
