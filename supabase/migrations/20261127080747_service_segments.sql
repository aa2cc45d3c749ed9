DROP INDEX "lane_claims_appointment_lane_key";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "processing_start_minutes" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "processing_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "processing_start_minutes" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "processing_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lane_claims_appointment_lane_key" ON "lane_claims" USING btree ("appointment_id","lane_key","start_time");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_segments_fit" CHECK (("services"."processing_minutes" = 0 and "services"."processing_start_minutes" is null) or ("services"."processing_start_minutes" > 0 and "services"."processing_minutes" > 0 and "services"."processing_start_minutes" + "services"."processing_minutes" < "services"."duration_minutes"));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffer_range" CHECK ("services"."buffer_minutes" between 0 and 240);