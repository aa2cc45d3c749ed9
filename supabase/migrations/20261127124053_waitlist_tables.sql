CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"staff_id" uuid,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"wanted_on" date NOT NULL,
	"from_time" text NOT NULL,
	"until_time" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"token" text NOT NULL,
	"offer_subject" text NOT NULL,
	"offer_body" text NOT NULL,
	"offer_start" timestamp with time zone,
	"offer_end" timestamp with time zone,
	"offer_station_id" uuid,
	"offer_staff_id" uuid,
	"offer_expires_at" timestamp with time zone,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_state_check" CHECK ("waitlist_entries"."state" in ('waiting', 'offered', 'booked', 'expired', 'removed')),
	CONSTRAINT "waitlist_entries_language_check" CHECK ("waitlist_entries"."language" in ('en', 'hu')),
	CONSTRAINT "waitlist_entries_token_length" CHECK (length("waitlist_entries"."token") >= 32),
	CONSTRAINT "waitlist_entries_hours" CHECK ("waitlist_entries"."from_time" ~ '^[0-2][0-9]:[0-5][0-9]$' and "waitlist_entries"."until_time" ~ '^[0-2][0-9]:[0-5][0-9]$' and "waitlist_entries"."from_time" < "waitlist_entries"."until_time"),
	CONSTRAINT "waitlist_entries_offered" CHECK ("waitlist_entries"."state" <> 'offered' or ("waitlist_entries"."offer_start" is not null and "waitlist_entries"."offer_expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "lane_claims" DROP CONSTRAINT "lane_claims_one_owner";--> statement-breakpoint
ALTER TABLE "lane_claims" ADD COLUMN "waitlist_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "waitlist_hold_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_pick_idx" ON "waitlist_entries" USING btree ("salon_id","wanted_on","created_at") WHERE "waitlist_entries"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_expiry_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."state" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_token_key" ON "waitlist_entries" USING btree ("token");--> statement-breakpoint
ALTER TABLE "lane_claims" ADD CONSTRAINT "lane_claims_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lane_claims_waitlist_entry_id_idx" ON "lane_claims" USING btree ("waitlist_entry_id");--> statement-breakpoint
ALTER TABLE "lane_claims" ADD CONSTRAINT "lane_claims_one_owner" CHECK (num_nonnulls("lane_claims"."appointment_id", "lane_claims"."block_occurrence_id", "lane_claims"."waitlist_entry_id") = 1);--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_waitlist_hold_minutes_range" CHECK ("salons"."waitlist_hold_minutes" between 5 and 1440);