CREATE TABLE "member_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" integer NOT NULL,
	"user_id" bigint,
	"bound_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text DEFAULT 'login' NOT NULL,
	"user_id" bigint,
	"card_id" bigint,
	"login_from" integer,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tel" text NOT NULL,
	"name" text,
	"role_id" integer DEFAULT 1 NOT NULL,
	"role_types" integer[] DEFAULT '{1}'::integer[] NOT NULL,
	"province" text,
	"year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_tel_unique" UNIQUE("tel")
);
--> statement-breakpoint
CREATE TABLE "student_scores" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"exam_type" integer NOT NULL,
	"exam_name" text,
	"exam_date" text,
	"first_choice" text,
	"electives" text[] DEFAULT '{}' NOT NULL,
	"track" text,
	"chinese_score" double precision,
	"math_score" double precision,
	"foreign_language_score" double precision,
	"physics_score" double precision,
	"chemistry_score" double precision,
	"biology_score" double precision,
	"history_score" double precision,
	"geography_score" double precision,
	"politics_score" double precision,
	"technology_score" double precision,
	"total_score" double precision NOT NULL,
	"full_mark" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"sex" integer,
	"ethnic_group" text,
	"school_level" text,
	"graduation_year" integer,
	"school_province" text,
	"city" text,
	"district" text,
	"high_school" text,
	"intention_provinces" text[] DEFAULT '{}' NOT NULL,
	"intention_school_types" text[] DEFAULT '{}' NOT NULL,
	"intention_majors" text[] DEFAULT '{}' NOT NULL,
	"height_cm" double precision,
	"weight_kg" double precision,
	"vision_left" double precision,
	"vision_right" double precision,
	"color_vision" text,
	"physical_notes" text,
	"special_plans" text[] DEFAULT '{}' NOT NULL,
	"bonus_policies" text,
	"remark" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_card_id_member_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_scores" ADD CONSTRAINT "student_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_cards_number_idx" ON "member_cards" USING btree ("card_number");--> statement-breakpoint
CREATE INDEX "member_cards_user_idx" ON "member_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "student_scores_user_idx" ON "student_scores" USING btree ("user_id");