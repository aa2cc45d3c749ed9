CREATE TABLE "station_services" (
	"station_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "station_services_station_id_service_id_pk" PRIMARY KEY("station_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_station_id_stations_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "lane_key" uuid;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "station_services" ADD CONSTRAINT "station_services_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_services" ADD CONSTRAINT "station_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_services_service_id_idx" ON "station_services" USING btree ("service_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;
-- appointments_lane_key_set is added by the next (custom) migration, once lane_key is filled in.
