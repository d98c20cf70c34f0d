/**
 * Generation and library tasks: status filter, search, errors, and retry of a failed task. The confirmation
 * says what a retry does (it charges the task's cost again; the failed run was refunded).
 */
import { ListChecks, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { adminTaskStatuses, type AdminTaskRow } from '#contract/admin';
import { api, isOk, UnauthorizedError } from '../lib/api';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { DataTable, StatusBadge } from './DataTable';
import { formatCount, formatDateTime } from './format';
import { useAdminList } from './useAdminList';

type Kind = AdminTaskRow['kind'];
const STATUS_LABEL: Record<(typeof adminTaskStatuses)[number], string> = {
  queuing: 'Queued',
  processing: 'Processing',
  ok: 'Done',
  no: 'Failed',
};

export function TasksPanel() {
  return (
    <Tabs defaultValue="generation">
      <TabsList aria-label="Task kind">
        <TabsTrigger value="generation">Generation tasks</TabsTrigger>
        <TabsTrigger value="library">Library tasks</TabsTrigger>
      </TabsList>
      <TabsContent value="generation" className="mt-5 focus-visible:outline-none">
        <TaskTable kind="generation" />
      </TabsContent>
      <TabsContent value="library" className="mt-5 focus-visible:outline-none">
        <TaskTable kind="library" />
      </TabsContent>
    </Tabs>
  );
}

function TaskTable({ kind }: { kind: Kind }) {
  const statusId = useId();
  const [status, setStatus] = useState<string>('');
  const list = useAdminList<AdminTaskRow>(`/api/admin/tasks/${kind}`, { status: status || undefined });
  const [retrying, setRetrying] = useState<AdminTaskRow | null>(null);
  return (
    <>
      <DataTable
        list={list}
        caption={kind === 'generation' ? 'Generation tasks' : 'Library tasks'}
        searchLabel="Search tasks"
        searchPlaceholder={
          kind === 'generation' ? 'Task id, tool, email or error' : 'Title, source URL, email or error'
        }
        rowKey={(row) => row.id}
        empty={{
          icon: <ListChecks />,
          title: status === 'no' ? 'No failed tasks' : 'No tasks yet',
          hint:
            kind === 'generation'
              ? 'Headshots, videos, watermark removals, decks and colouring pages appear here.'
              : 'Imported and uploaded videos appear here.',
        }}
        toolbar={
          <div>
            <label htmlFor={statusId} className="text-sm font-medium">
              Status
            </label>
            <select
              id={statusId}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value);
                list.setPage(1);
              }}
              className="mt-1 block h-10 rounded-xl border border-line bg-surface px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
            >
              <option value="">All</option>
              {adminTaskStatuses.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABEL[value]}
                </option>
              ))}
            </select>
          </div>
        }
        columns={[
          {
            header: 'Task',
            cell: (row) => (
              <div className="min-w-0 max-w-64">
                <p className="font-semibold break-words">{row.title}</p>
                <p className="font-mono text-xs text-ink-soft break-all">{row.id}</p>
              </div>
            ),
          },
          { header: 'User', cell: (row) => <span className="break-all">{row.user_email}</span> },
          {
            header: 'Status',
            cell: (row) => (
              <div className="space-y-1">
                <StatusBadge
                  status={row.status}
                  label={`${STATUS_LABEL[row.status]}${row.status === 'processing' ? ` ${row.progress}%` : ''}`}
                />
                {row.error ? <p className="max-w-72 text-xs text-danger">{row.error}</p> : null}
              </div>
            ),
          },
          { header: 'Cost', className: 'text-right', cell: (row) => formatCount(row.cost) },
          { header: 'Created', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.created_at) },
          {
            header: 'Actions',
            className: 'text-right',
            cell: (row) =>
              row.status === 'no' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setRetrying(row)}
                  aria-label={`Retry task ${row.title}`}
                >
                  <RotateCcw aria-hidden /> Retry
                </Button>
              ) : null,
          },
        ]}
      />
      {retrying ? <RetryDialog task={retrying} onClose={() => setRetrying(null)} onRetried={list.reload} /> : null}
    </>
  );
}

function RetryDialog({ task, onClose, onRetried }: { task: AdminTaskRow; onClose: () => void; onRetried: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const retry = async () => {
    setBusy(true);
    setError(null);
    try {
      const envelope = await api.post<{ id: string; retried_from: string }>(
        `/api/admin/tasks/${task.kind}/${encodeURIComponent(task.id)}/retry`,
      );
      if (!isOk(envelope)) {
        setError(envelope.msg);
        return;
      }
      toast.success(
        envelope.data.id === task.id
          ? 'The task is queued again.'
          : `Queued again as a new task (${envelope.data.id.slice(0, 8)}…).`,
      );
      onRetried();
      onClose();
    } catch (e) {
      if (!(e instanceof UnauthorizedError)) setError('The retry could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Retry this task?"
      description={task.title}
    >
      <div className="space-y-3 text-sm">
        {task.error ? (
          <p>
            It failed with: <span className="text-danger">{task.error}</span>
          </p>
        ) : null}
        <p className="text-ink-soft">
          The failed run’s credits were refunded. A retry charges {task.user_email} {formatCount(task.cost)} credit
          {task.cost === 1 ? '' : 's'} again (refunded again if it fails).{' '}
          {task.kind === 'generation'
            ? 'It runs the same input as a new task; the failed task stays in the list as it was.'
            : 'The task starts over from its source (a URL is fetched again) and shows up in the user’s library as it runs.'}
        </p>
        {error ? (
          <p role="alert" className="text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void retry()} disabled={busy}>
            {busy ? 'Retrying…' : 'Retry task'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
