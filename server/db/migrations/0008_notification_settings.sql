CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"task_emails" boolean DEFAULT true NOT NULL,
	"low_credit_emails" boolean DEFAULT true NOT NULL,
	"low_credit_notified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;