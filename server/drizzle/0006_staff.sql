CREATE TABLE "announcements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" integer NOT NULL,
	"date" text NOT NULL,
	"message" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "requested_planner_user_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paused_from" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_published_idx" ON "announcements" USING btree ("published","published_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_requested_planner_user_id_users_id_fk" FOREIGN KEY ("requested_planner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;