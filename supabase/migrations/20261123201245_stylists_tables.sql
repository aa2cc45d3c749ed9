CREATE TABLE "stylist_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	CONSTRAINT "stylist_hours_weekday_range" CHECK ("stylist_hours"."weekday" between 1 and 7),
	CONSTRAINT "stylist_hours_from_format" CHECK ("stylist_hours"."from_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "stylist_hours_to_format" CHECK ("stylist_hours"."to_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "stylist_hours_to_after_from" CHECK ("stylist_hours"."to_time" > "stylist_hours"."from_time")
);
--> statement-breakpoint
CREATE TABLE "stylist_services" (
	"user_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "stylist_services_user_id_service_id_pk" PRIMARY KEY("user_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "time_blocks" DROP CONSTRAINT "time_blocks_scope_check";--> statement-breakpoint
DROP INDEX "lane_claims_appointment_id_key";--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "stylists_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bookable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "days_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stylist_hours" ADD CONSTRAINT "stylist_hours_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stylist_hours" ADD CONSTRAINT "stylist_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stylist_services" ADD CONSTRAINT "stylist_services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stylist_services" ADD CONSTRAINT "stylist_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stylist_hours_user_weekday_idx" ON "stylist_hours" USING btree ("user_id","weekday");--> statement-breakpoint
CREATE INDEX "stylist_services_service_id_idx" ON "stylist_services" USING btree ("service_id");--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lane_claims_appointment_lane_key" ON "lane_claims" USING btree ("appointment_id","lane_key");--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_stylist_scope" CHECK (("time_blocks"."scope" = 'stylist') = ("time_blocks"."staff_id" is not null));--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_scope_check" CHECK ("time_blocks"."scope" in ('salon', 'station', 'stylist'));