/** Orders and the payment providers' events (webhooks), each searchable and paged. Read-only. */
import { Receipt, Webhook } from 'lucide-react';
import type { AdminOrderRow, AdminPaymentEventRow } from '#contract/admin';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { DataTable, StatusBadge } from './DataTable';
import { formatCents, formatCount, formatDateTime } from './format';
import { useAdminList } from './useAdminList';

export function OrdersPanel() {
  return (
    <Tabs defaultValue="orders">
      <TabsList aria-label="Orders or payment events">
        <TabsTrigger value="orders">Orders</TabsTrigger>
        <TabsTrigger value="events">Payment events</TabsTrigger>
      </TabsList>
      <TabsContent value="orders" className="mt-5 focus-visible:outline-none">
        <OrdersTable />
      </TabsContent>
      <TabsContent value="events" className="mt-5 focus-visible:outline-none">
        <EventsTable />
      </TabsContent>
    </Tabs>
  );
}

function OrdersTable() {
  const list = useAdminList<AdminOrderRow>('/api/admin/orders');
  return (
    <DataTable
      list={list}
      caption="Orders"
      searchLabel="Search orders"
      searchPlaceholder="Order number, email, provider id or status"
      rowKey={(row) => row.order_no}
      empty={{
        icon: <Receipt />,
        title: 'No orders yet',
        hint: 'Purchases from the pricing page appear here with their status.',
      }}
      columns={[
        {
          header: 'Order',
          cell: (row) => (
            <div>
              <p className="font-mono text-xs">{row.order_no}</p>
              <p className="break-all text-ink-soft">{row.user_email}</p>
            </div>
          ),
        },
        { header: 'Plan', cell: (row) => `${row.plan} · ${row.period}` },
        {
          header: 'Amount',
          className: 'text-right whitespace-nowrap',
          cell: (row) => <span className="font-semibold">{formatCents(row.amount_cents, row.currency)}</span>,
        },
        { header: 'Credits', className: 'text-right', cell: (row) => formatCount(row.credits) },
        { header: 'Provider', cell: (row) => row.provider },
        { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
        { header: 'Created', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.created_at) },
      ]}
    />
  );
}

function EventsTable() {
  const list = useAdminList<AdminPaymentEventRow>('/api/admin/payment-events');
  return (
    <DataTable
      list={list}
      caption="Payment events"
      searchLabel="Search payment events"
      searchPlaceholder="Order number, event id, type or provider"
      rowKey={(row) => row.id}
      empty={{
        icon: <Webhook />,
        title: 'No payment events yet',
        hint: 'Webhooks from Stripe, PayPal and the sandbox checkout are stored here before they are processed.',
      }}
      columns={[
        { header: 'Event', cell: (row) => <span className="font-mono text-xs break-all">{row.event_id}</span> },
        { header: 'Type', cell: (row) => `${row.provider} · ${row.type}` },
        { header: 'Order', cell: (row) => <span className="font-mono text-xs">{row.order_no ?? '—'}</span> },
        {
          header: 'Outcome',
          cell: (row) =>
            row.error ? (
              <span className="text-danger">{row.error}</span>
            ) : (
              <StatusBadge
                status={row.processed_at ? 'processed' : 'queuing'}
                label={row.processed_at ? 'Processed' : 'Pending'}
              />
            ),
        },
        { header: 'Received', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.created_at) },
      ]}
    />
  );
}
