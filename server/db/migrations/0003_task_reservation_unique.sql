-- Before the unique index: a database that already met the Idempotency-Key race (issue #15 item 9) holds several
-- tasks per reservation. The earliest keeps it; the others were never charged and give it up.
UPDATE "ai_tasks" SET "reservation_id" = NULL
WHERE "reservation_id" IS NOT NULL AND "id" NOT IN (
	SELECT DISTINCT ON ("reservation_id") "id" FROM "ai_tasks"
	WHERE "reservation_id" IS NOT NULL ORDER BY "reservation_id", "created_at", "id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "ai_tasks_reservation_unique" ON "ai_tasks" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_tasks_reservation_unique" ON "media_tasks" USING btree ("reservation_id");
