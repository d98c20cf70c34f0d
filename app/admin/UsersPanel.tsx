/** Users: search by name, email or id; open one to see the ledger and adjust credits with a reason. */
import { Users } from 'lucide-react';
import { useState } from 'react';
import type { AdminUserRow } from '#contract/admin';
import { Button } from '../ui/button';
import { DataTable, StatusBadge } from './DataTable';
import { formatCount, formatDate } from './format';
import { useAdminList } from './useAdminList';
import { UserDialog } from './UserDialog';

export function UsersPanel() {
  const list = useAdminList<AdminUserRow>('/api/admin/users');
  const [openUser, setOpenUser] = useState<AdminUserRow | null>(null);
  return (
    <>
      <DataTable
        list={list}
        caption="Users"
        searchLabel="Search users"
        searchPlaceholder="Name, email or user id"
        rowKey={(row) => row.id}
        empty={{
          icon: <Users />,
          title: 'No users yet',
          hint: 'People who sign up appear here with their credit balance.',
        }}
        columns={[
          {
            header: 'User',
            cell: (row) => (
              <div className="min-w-0">
                <p className="font-semibold">
                  {row.name} {row.is_admin ? <StatusBadge status="processing" label="Admin" /> : null}
                </p>
                <p className="break-all text-ink-soft">{row.email}</p>
              </div>
            ),
          },
          { header: 'Joined', cell: (row) => formatDate(row.created_at), className: 'whitespace-nowrap' },
          {
            header: 'Credits',
            cell: (row) => <span className="font-semibold tabular-nums">{formatCount(row.balance)}</span>,
            className: 'text-right',
          },
          {
            header: 'Actions',
            className: 'text-right',
            cell: (row) => (
              <Button variant="secondary" size="sm" onClick={() => setOpenUser(row)} aria-label={`Manage ${row.email}`}>
                Manage
              </Button>
            ),
          },
        ]}
      />
      {openUser ? <UserDialog user={openUser} onClose={() => setOpenUser(null)} onChanged={list.reload} /> : null}
    </>
  );
}
