CREATE TABLE "preference_entries" (
	"list_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"unit_id" text NOT NULL,
	"school_name" text NOT NULL,
	"moe_code" text,
	"school_code" text,
	"group_code" text,
	"major_name" text,
	"major_code" text,
	"majors" text[] DEFAULT '{}' NOT NULL,
	"adjust" boolean NOT NULL,
	"tier" text,
	"probability" double precision,
	CONSTRAINT "preference_entries_list_id_position_pk" PRIMARY KEY("list_id","position")
);
--> statement-breakpoint
CREATE TABLE "preference_lists" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preference_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"student_user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_type" integer DEFAULT 1 NOT NULL,
	"province" text NOT NULL,
	"year" integer NOT NULL,
	"batch" text NOT NULL,
	"track" text NOT NULL,
	"subjects" text[] DEFAULT '{}' NOT NULL,
	"score" double precision,
	"rank" integer,
	"score_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preference_entries" ADD CONSTRAINT "preference_entries_list_id_preference_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."preference_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preference_lists" ADD CONSTRAINT "preference_lists_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preference_lists_student_idx" ON "preference_lists" USING btree ("student_user_id");