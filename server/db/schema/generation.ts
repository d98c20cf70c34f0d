/** Generation tasks (headshot, image-to-video, watermark, presentation, colouring), polled by GET /v1/AiTaskRecord/{id}. */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const aiTaskStatuses = ['queuing', 'processing', 'ok', 'no'] as const;
export type AiTaskStatus = (typeof aiTaskStatuses)[number];

export const aiTasks = pgTable(
  'ai_tasks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    status: text('status', { enum: aiTaskStatuses }).notNull().default('queuing'),
    progress: integer('progress').notNull().default(0),
    input: jsonb('input').notNull().$type<Record<string, unknown>>(),
    url: text('url'),
    images: jsonb('images').$type<string[]>(),
    content: jsonb('content').$type<unknown>(),
    msg: text('msg'),
    errorMessage: text('error_message'),
    cost: integer('cost').notNull().default(0),
    reservationId: uuid('reservation_id'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_tasks_user_tool_idx').on(t.userId, t.tool, t.createdAt),
    // One task per credit reservation: a repeated Idempotency-Key reserves once, and concurrent creates with it
    // insert ON CONFLICT DO NOTHING and answer with the one task that won (issue #15 item 9).
    uniqueIndex('ai_tasks_reservation_unique').on(t.reservationId),
  ],
);
