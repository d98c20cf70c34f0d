/** The audit log: every change made in the console, by whom, to what, with its details. */
import { History } from 'lucide-react';
import type { AdminAuditRow } from '#contract/admin';
import { DataTable } from './DataTable';
import { formatDateTime } from './format';
import { useAdminList } from './useAdminList';

const ACTION_LABEL: Record<string, string> = {
  'credits.adjust': 'Adjusted credits',
  'task.retry': 'Retried a task',
  'blog.create': 'Created a post',
  'blog.update': 'Edited a post',
  'blog.publish': 'Published a post',
  'blog.unpublish': 'Unpublished a post',
};

function describe(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([key]) => key !== 'ledgerKey' && key !== 'reservationId')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

export function ActivityPanel() {
  const list = useAdminList<AdminAuditRow>('/api/admin/audit');
  return (
    <DataTable
      list={list}
      caption="Admin activity"
      searchLabel="Search activity"
      searchPlaceholder="Action, admin email or target id"
      rowKey={(row) => row.id}
      empty={{
        icon: <History />,
        title: 'No admin actions yet',
        hint: 'Credit adjustments, retries and blog changes are recorded here.',
      }}
      columns={[
        { header: 'When', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.created_at) },
        { header: 'Admin', cell: (row) => <span className="break-all">{row.admin_email}</span> },
        {
          header: 'Action',
          cell: (row) => (
            <div>
              <p className="font-semibold">{ACTION_LABEL[row.action] ?? row.action}</p>
              <p className="font-mono text-xs text-ink-soft break-all">
                {row.target_type} {row.target_id}
              </p>
            </div>
          ),
        },
        {
          header: 'Details',
          cell: (row) => <p className="max-w-md break-words text-ink-soft">{describe(row.details)}</p>,
        },
      ]}
    />
  );
}
