/** My Tasks media library: imported videos with metadata and transcript, and their sub-tasks (translations, chats). */
import { sql } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

export const mediaTaskStatuses = ['queuing', 'processing', 'ok', 'no'] as const;
export type MediaTaskStatus = (typeof mediaTaskStatuses)[number];

export interface TranscriptSegment {
  start: number;
  end: number;
  text: string;
  speaker?: string;
  words?: Array<{ text: string; start: number; end: number }>;
}

/** PostgreSQL's full-text document type (written by the database only: a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tsvectorArray = customType<{ data: string[] }>({ dataType: () => 'tsvector[]' });

export const mediaTasks = pgTable(
  'media_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    siteId: text('site_id').notNull().default('31'),
    title: text('title').notNull().default('Untitled Task'),
    type: text('type').notNull().default('video'),
    category: text('category'),
    status: text('status', { enum: mediaTaskStatuses }).notNull().default('queuing'),
    progress: integer('progress').notNull().default(0),
    processingStep: text('processing_step', { enum: ['creating_task', 'processing_media'] })
      .notNull()
      .default('creating_task'),
    sourceUrl: text('source_url').notNull(),
    /** Storage key of the imported video once it is in our storage. */
    videoKey: text('video_key'),
    thumbnailKey: text('thumbnail_key'),
    duration: doublePrecision('duration'),
    size: bigint('size', { mode: 'number' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    transcript: jsonb('transcript').$type<TranscriptSegment[]>(),
    /** The spoken language chosen on import (ISO 639-1); null = detect automatically. */
    language: text('language'),
    /** Library search: the title and every transcript line's text, kept up to date by the database. */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, coalesce("title", '') || ' ' || coalesce(jsonb_path_query_array("transcript", '$[*].text')::text, ''))`,
    ),
    /**
     * Library search moments: one tsvector per transcript segment, in order (SQL function
     * transcript_segment_vectors, migration 0011), so the moments of a hit are matched without parsing its text.
     */
    segmentSearch: tsvectorArray('segment_search').generatedAlwaysAs(sql`transcript_segment_vectors("transcript")`),
    errorReason: text('error_reason'),
    cost: integer('cost').notNull().default(0),
    reservationId: uuid('reservation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_tasks_user_created_idx').on(t.userId, t.createdAt),
    index('media_tasks_search_idx').using('gin', t.search),
    // The task kernel's rule: at most one task per credit reservation.
    uniqueIndex('media_tasks_reservation_unique').on(t.reservationId),
  ],
);

export const mediaSubtasks = pgTable(
  'media_subtasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => mediaTasks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status', { enum: mediaTaskStatuses }).notNull().default('ok'),
    input: jsonb('input').$type<Record<string, unknown>>(),
    result: jsonb('result').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_subtasks_task_idx').on(t.taskId)],
);
