ALTER TABLE "salons" ADD COLUMN "min_notice_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "booking_horizon_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "change_window_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "booking_policy" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_min_notice_range" CHECK ("salons"."min_notice_minutes" between 0 and 10080);--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_booking_horizon_range" CHECK ("salons"."booking_horizon_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_change_window_range" CHECK ("salons"."change_window_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_booking_policy_length" CHECK (char_length("salons"."booking_policy") <= 500);--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_default_language_check" CHECK ("salons"."default_language" in ('en', 'hu'));