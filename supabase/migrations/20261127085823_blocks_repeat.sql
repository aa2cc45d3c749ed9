ALTER TABLE "time_blocks" ADD COLUMN "repeat" text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD COLUMN "materialised_through" date;--> statement-breakpoint
-- A block with an until date was weekly (the only repeat there was).
UPDATE "time_blocks" SET "repeat" = 'weekly' WHERE "until_date" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "time_blocks_open_horizon_idx" ON "time_blocks" USING btree ("materialised_through") WHERE "time_blocks"."materialised_through" is not null;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_repeat_check" CHECK ("time_blocks"."repeat" in ('once', 'weekly', 'weekdays'));--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_until_repeats" CHECK ("time_blocks"."until_date" is null or "time_blocks"."repeat" <> 'once');--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_open_horizon" CHECK (("time_blocks"."materialised_through" is not null) = ("time_blocks"."repeat" <> 'once' and "time_blocks"."until_date" is null));