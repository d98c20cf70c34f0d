ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_site_url_uq";--> statement-breakpoint
DROP INDEX "blog_posts_site_created_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_translation_of_blog_posts_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_site_locale_created_idx" ON "blog_posts" USING btree ("site_id","locale","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_translation_locale_uq" ON "blog_posts" USING btree ("translation_of","locale");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_site_locale_url_uq" UNIQUE("site_id","locale","custom_url");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_locale_check" CHECK ("blog_posts"."locale" in ('en', 'es', 'zh'));