CREATE TABLE "appointment_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"tx_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_changes_kind_check" CHECK ("appointment_changes"."kind" IN ('booked', 'cancelled', 'changed')),
	CONSTRAINT "appointment_changes_actor_check" CHECK ("appointment_changes"."actor" IN ('visitor', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "change_feed_seen" (
	"user_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"seen_tx_id" bigint NOT NULL,
	"seen_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_feed_seen_user_id_salon_id_pk" PRIMARY KEY("user_id","salon_id")
);
--> statement-breakpoint
ALTER TABLE "appointment_changes" ADD CONSTRAINT "appointment_changes_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_feed_seen" ADD CONSTRAINT "change_feed_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_feed_seen" ADD CONSTRAINT "change_feed_seen_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_changes_salon_cursor_idx" ON "appointment_changes" USING btree ("salon_id","tx_id","id");