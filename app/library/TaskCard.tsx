/** One task card: thumbnail, title, date, 'Private'; live progress while processing; 'Import Failed' with the reason. */
import {
  AlertTriangle,
  Download,
  FolderInput,
  Lock,
  MoreHorizontal,
  Pencil,
  Share2,
  Trash2,
  Video,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { toast } from 'sonner';
import type { Task } from '#contract/library';
import { Button } from '../ui/button';
import { fill } from '#app/i18n/fill';
import { durationLabel } from './format';
import { useLibraryText } from './text';

interface TaskCardProps {
  task: Task;
  onOpen: (task: Task) => void;
  onDelete: (task: Task) => void;
}

const menuItem =
  'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted';

export function TaskCard({ task, onOpen, onDelete }: TaskCardProps) {
  const text = useLibraryText();
  const { t, say } = text;
  const notYet = () => toast.info(t.spec.notImplemented);
  const download = () => {
    if (!task.url) return toast.error(t.spec.noDownload);
    window.open(task.url, '_blank', 'noopener,noreferrer');
  };
  const duration = durationLabel(task.duration);
  const title = text.title(task.tempTitle ?? task.title);
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
      aria-label={title}
    >
      <div className="relative aspect-video bg-muted">
        {task.thumbnail_url ? (
          <img src={task.thumbnail_url} alt="" className="absolute inset-0 size-full object-cover" loading="lazy" />
        ) : (
          <div className="grid size-full place-items-center bg-gradient-to-br from-accent-soft to-muted text-accent">
            {task.status === 'completed' ? <Video className="size-8" aria-hidden /> : null}
          </div>
        )}
        {duration && task.status === 'completed' ? (
          <span className="absolute bottom-2 right-2 rounded-md bg-ink/75 px-1.5 py-0.5 text-xs font-medium text-canvas">
            {duration}
          </span>
        ) : null}
        {task.status === 'processing' ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-ink/55 px-4 text-center text-canvas">
            <span className="font-display text-3xl font-semibold tabular-nums">{task.progress}%</span>
            <span className="text-xs font-medium">
              {task.processingStep === 'processing_media' ? t.spec.processingMedia : t.spec.creatingTask}
            </span>
            <div
              className="h-1.5 w-full max-w-40 overflow-hidden rounded-full bg-canvas/30"
              role="progressbar"
              aria-label={fill(t.card.processing, { title })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={task.progress}
            >
              <div
                className="h-full rounded-full bg-canvas transition-[width] duration-500"
                style={{ width: `${task.progress}%` }}
              />
            </div>
          </div>
        ) : null}
        {task.status === 'error' ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-surface/95 px-4 text-center">
            <AlertTriangle className="size-6 text-danger" aria-hidden />
            <span className="text-sm font-semibold text-danger">{t.spec.importFailed}</span>
            <span className="line-clamp-3 text-xs text-ink-soft">
              {task.errorReason ? say(task.errorReason) : null}
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onDelete(task)}
              aria-label={fill(t.card.deleteTask, { title })}
            >
              <Trash2 aria-hidden /> {t.card.delete}
            </Button>
          </div>
        ) : null}
      </div>
      <div className="flex items-start gap-2 p-3">
        <div className="min-w-0 flex-1">
          {task.status === 'completed' ? (
            <button
              type="button"
              onClick={() => onOpen(task)}
              className="block w-full truncate text-left text-sm font-semibold text-ink after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-accent focus-visible:after:rounded-2xl"
            >
              {title}
            </button>
          ) : (
            <p className="truncate text-sm font-semibold text-ink">{title}</p>
          )}
          <p className="mt-1 flex items-center gap-2 text-xs text-ink-soft">
            <time dateTime={new Date(task.created_at * 1000).toISOString()}>{text.date(task.created_at)}</time>
            <span aria-hidden>·</span>
            <span className="inline-flex items-center gap-1">
              <Lock className="size-3" aria-hidden /> {t.card.private}
            </span>
          </p>
        </div>
        {/* Non-modal: a modal menu aria-hides the still-focusable page (axe aria-hidden-focus); keys work the same. */}
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            className="relative z-10 rounded-full p-1.5 text-ink-soft hover:bg-muted hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
            aria-label={fill(t.card.actions, { title })}
          >
            <MoreHorizontal className="size-4" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-44 rounded-2xl border border-line bg-surface p-1.5 shadow-xl"
            >
              <DropdownMenu.Item className={menuItem} onSelect={notYet}>
                <Pencil className="size-4" aria-hidden /> {t.card.rename}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItem} onSelect={notYet}>
                <Share2 className="size-4" aria-hidden /> {t.card.share}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItem} onSelect={notYet}>
                <FolderInput className="size-4" aria-hidden /> {t.card.move}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItem} onSelect={download}>
                <Download className="size-4" aria-hidden /> {t.card.download}
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <DropdownMenu.Item className={`${menuItem} text-danger`} onSelect={() => onDelete(task)}>
                <Trash2 className="size-4" aria-hidden /> {t.card.delete}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </article>
  );
}

export function TaskCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface" data-testid="task-skeleton" aria-hidden>
      <div className="aspect-video animate-pulse bg-muted" />
      <div className="space-y-2 p-3">
        <div className="h-3.5 w-3/4 animate-pulse rounded bg-muted" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
