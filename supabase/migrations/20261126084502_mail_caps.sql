ALTER TABLE "messages" DROP CONSTRAINT "messages_status_check";--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "visitor_emails_per_day" integer DEFAULT 150 NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_held_idx" ON "messages" USING btree ("salon_id","created_at") WHERE "messages"."status" = 'held';--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('queued', 'sending', 'sent', 'failed', 'cancelled', 'suppressed', 'held', 'batched'));--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_visitor_emails_per_day_range" CHECK ("salons"."visitor_emails_per_day" between 1 and 10000);