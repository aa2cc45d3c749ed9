ALTER TABLE "messages" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_text_or_facts" CHECK (("messages"."facts" is null and "messages"."subject" is not null and "messages"."body" is not null) or ("messages"."facts" is not null and "messages"."subject" is null and "messages"."body" is null));