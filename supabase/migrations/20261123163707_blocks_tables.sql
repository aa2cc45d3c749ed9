CREATE TABLE "lane_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"lane_key" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"appointment_id" uuid,
	"block_occurrence_id" uuid,
	CONSTRAINT "lane_claims_one_owner" CHECK (num_nonnulls("lane_claims"."appointment_id", "lane_claims"."block_occurrence_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "time_block_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"block_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"occurs_on" date NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	CONSTRAINT "time_block_occurrences_end_after_start" CHECK ("time_block_occurrences"."end_time" > "time_block_occurrences"."start_time")
);
--> statement-breakpoint
CREATE TABLE "time_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"station_id" uuid,
	"reason" text,
	"first_date" date NOT NULL,
	"until_date" date,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_blocks_scope_check" CHECK ("time_blocks"."scope" in ('salon', 'station')),
	CONSTRAINT "time_blocks_station_scope" CHECK (("time_blocks"."scope" = 'station') = ("time_blocks"."station_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "lane_claims" ADD CONSTRAINT "lane_claims_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_claims" ADD CONSTRAINT "lane_claims_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_claims" ADD CONSTRAINT "lane_claims_block_occurrence_id_time_block_occurrences_id_fk" FOREIGN KEY ("block_occurrence_id") REFERENCES "public"."time_block_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_block_occurrences" ADD CONSTRAINT "time_block_occurrences_block_id_time_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."time_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_block_occurrences" ADD CONSTRAINT "time_block_occurrences_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lane_claims_salon_start_idx" ON "lane_claims" USING btree ("salon_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "lane_claims_appointment_id_key" ON "lane_claims" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "lane_claims_block_occurrence_id_idx" ON "lane_claims" USING btree ("block_occurrence_id");--> statement-breakpoint
CREATE INDEX "time_block_occurrences_salon_start_idx" ON "time_block_occurrences" USING btree ("salon_id","start_time");--> statement-breakpoint
CREATE INDEX "time_block_occurrences_block_id_idx" ON "time_block_occurrences" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "time_blocks_salon_id_idx" ON "time_blocks" USING btree ("salon_id");