/** Contact-form messages, newest first, searchable; each links to a reply by email. */
import { Mail } from 'lucide-react';
import type { AdminContactMessage } from '#contract/admin';
import { DataTable } from './DataTable';
import { formatDateTime } from './format';
import { useAdminList } from './useAdminList';

export function MessagesPanel() {
  const list = useAdminList<AdminContactMessage>('/api/admin/contact');
  return (
    <DataTable
      list={list}
      caption="Contact-form messages"
      searchLabel="Search messages"
      searchPlaceholder="Name, email, subject or text"
      rowKey={(row) => row.id}
      empty={{ icon: <Mail />, title: 'No messages yet', hint: 'Messages sent through the contact form appear here.' }}
      columns={[
        {
          header: 'From',
          cell: (row) => (
            <div className="min-w-0">
              <p className="font-semibold">{row.name}</p>
              <a href={`mailto:${row.email}`} className="break-all text-accent underline-offset-4 hover:underline">
                {row.email}
              </a>
            </div>
          ),
        },
        {
          header: 'Message',
          cell: (row) => (
            <div className="max-w-xl">
              {row.subject ? <p className="font-semibold">{row.subject}</p> : null}
              <p className="whitespace-pre-line break-words text-ink-soft">{row.message}</p>
            </div>
          ),
        },
        { header: 'Received', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.created_at) },
      ]}
    />
  );
}
