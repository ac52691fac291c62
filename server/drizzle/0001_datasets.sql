CREATE TABLE "province_rules" (
	"province" text NOT NULL,
	"year" integer NOT NULL,
	"batch" text NOT NULL,
	"exam_model" text NOT NULL,
	"subject_choice" text NOT NULL,
	"total_score" integer NOT NULL,
	"fill_mode" text NOT NULL,
	"max_choices" integer,
	"majors_per_choice" integer,
	"adjust_option" text NOT NULL,
	"parallel" boolean NOT NULL,
	"notes" text,
	"source_url" text,
	"confidence" text NOT NULL,
	"source_id" text NOT NULL,
	CONSTRAINT "province_rules_province_year_batch_pk" PRIMARY KEY("province","year","batch")
);
--> statement-breakpoint
CREATE TABLE "rankings" (
	"system" text NOT NULL,
	"year" integer NOT NULL,
	"list" text NOT NULL,
	"rank" text NOT NULL,
	"rank_value" integer NOT NULL,
	"rank_is_lower_bound" boolean NOT NULL,
	"school_name" text NOT NULL,
	"name_en" text,
	"country" text,
	"national_rank" text,
	"province" text,
	"school_type" text,
	"tags" text,
	"score" double precision,
	"indicators" jsonb,
	"moe_code" text,
	"source_id" text NOT NULL,
	CONSTRAINT "rankings_system_year_list_school_name_pk" PRIMARY KEY("system","year","list","school_name")
);
--> statement-breakpoint
CREATE TABLE "major_categories" (
	"level" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"source_id" text NOT NULL,
	CONSTRAINT "major_categories_level_code_pk" PRIMARY KEY("level","code")
);
--> statement-breakpoint
CREATE TABLE "major_name_index" (
	"gaokao_cn_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"major_code" text,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "major_types" (
	"level" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category_code" text NOT NULL,
	"source_id" text NOT NULL,
	CONSTRAINT "major_types_level_code_pk" PRIMARY KEY("level","code")
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"level" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type_code" text NOT NULL,
	"category_code" text NOT NULL,
	"is_special" boolean NOT NULL,
	"is_state_controlled" boolean NOT NULL,
	"degree_note" text,
	"gaokao_cn_id" text,
	"source_id" text NOT NULL,
	CONSTRAINT "majors_level_code_pk" PRIMARY KEY("level","code")
);
--> statement-breakpoint
CREATE TABLE "profession_wages" (
	"year" integer NOT NULL,
	"industry" text NOT NULL,
	"industry_id" text NOT NULL,
	"position_type" text NOT NULL,
	"position_type_name" text NOT NULL,
	"avg_annual_wage" integer NOT NULL,
	"is_estimate" boolean NOT NULL,
	"source_id" text NOT NULL,
	CONSTRAINT "profession_wages_year_industry_id_position_type_pk" PRIMARY KEY("year","industry_id","position_type")
);
--> statement-breakpoint
CREATE TABLE "professions" (
	"code" text PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"level_name" text NOT NULL,
	"name" text NOT NULL,
	"gbm_code" text,
	"parent_code" text,
	"category_code" text NOT NULL,
	"middle_code" text,
	"minor_code" text,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_tables" (
	"province" text NOT NULL,
	"year" integer NOT NULL,
	"track" text NOT NULL,
	"score" integer NOT NULL,
	"score_label" text,
	"count" integer,
	"cumulative" integer NOT NULL,
	"quality" text NOT NULL,
	"source_id" text NOT NULL,
	CONSTRAINT "rank_tables_province_year_track_score_pk" PRIMARY KEY("province","year","track","score")
);
--> statement-breakpoint
CREATE TABLE "batch_lines" (
	"province" text NOT NULL,
	"year" integer NOT NULL,
	"track" text,
	"batch" text NOT NULL,
	"score" double precision,
	"professional_score" double precision,
	"ambiguous" boolean NOT NULL,
	"quality" text NOT NULL,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "major_score_lines" (
	"province" text NOT NULL,
	"year" integer NOT NULL,
	"track" text,
	"batch" text NOT NULL,
	"moe_code" text,
	"school_name" text NOT NULL,
	"group_code" text,
	"school_code" text,
	"group_label" text,
	"plan_type" text,
	"campus_note" text,
	"subject_req" text,
	"min_score" double precision,
	"min_rank" integer,
	"rank_derived" boolean NOT NULL,
	"avg_score" double precision,
	"max_score" double precision,
	"admitted_count" integer,
	"quality" text NOT NULL,
	"source_id" text NOT NULL,
	"major_code" text,
	"major_name" text
);
--> statement-breakpoint
CREATE TABLE "school_score_lines" (
	"province" text NOT NULL,
	"year" integer NOT NULL,
	"track" text,
	"batch" text NOT NULL,
	"moe_code" text,
	"school_name" text NOT NULL,
	"group_code" text,
	"school_code" text,
	"group_label" text,
	"plan_type" text,
	"campus_note" text,
	"subject_req" text,
	"min_score" double precision,
	"min_rank" integer,
	"rank_derived" boolean NOT NULL,
	"avg_score" double precision,
	"max_score" double precision,
	"admitted_count" integer,
	"quality" text NOT NULL,
	"source_id" text NOT NULL,
	"plan_count" integer
);
--> statement-breakpoint
CREATE TABLE "enrolment_plans" (
	"province" text NOT NULL,
	"year" integer NOT NULL,
	"track" text,
	"batch" text NOT NULL,
	"moe_code" text,
	"school_name" text NOT NULL,
	"group_code" text,
	"school_code" text,
	"group_label" text,
	"plan_type" text,
	"campus_note" text,
	"major_code" text,
	"major_name" text,
	"subject_req" text,
	"plan_count" integer,
	"duration_years" integer,
	"tuition_per_year" integer,
	"remarks" text,
	"quality" text NOT NULL,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject_requirements" (
	"province" text NOT NULL,
	"year" integer NOT NULL,
	"track" text,
	"batch" text NOT NULL,
	"moe_code" text,
	"school_name" text NOT NULL,
	"group_code" text,
	"school_code" text,
	"campus_note" text,
	"subject_req" text,
	"major_code" text,
	"major_name" text NOT NULL,
	"major_note" text,
	"source_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "kind" text DEFAULT 'dataset' NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "quality" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "row_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "province_rules" ADD CONSTRAINT "province_rules_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_categories" ADD CONSTRAINT "major_categories_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_name_index" ADD CONSTRAINT "major_name_index_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_types" ADD CONSTRAINT "major_types_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "majors" ADD CONSTRAINT "majors_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profession_wages" ADD CONSTRAINT "profession_wages_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professions" ADD CONSTRAINT "professions_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rankings_list_order_idx" ON "rankings" USING btree ("system","year","list","rank_value");--> statement-breakpoint
CREATE INDEX "rankings_moe_code_idx" ON "rankings" USING btree ("moe_code");--> statement-breakpoint
CREATE INDEX "majors_type_idx" ON "majors" USING btree ("level","type_code");--> statement-breakpoint
CREATE INDEX "majors_name_idx" ON "majors" USING btree ("name");--> statement-breakpoint
CREATE INDEX "professions_parent_idx" ON "professions" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "professions_name_idx" ON "professions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "batch_lines_province_year_idx" ON "batch_lines" USING btree ("province","year","track");--> statement-breakpoint
CREATE INDEX "major_score_lines_school_idx" ON "major_score_lines" USING btree ("moe_code","province","year");--> statement-breakpoint
CREATE INDEX "major_score_lines_batch_idx" ON "major_score_lines" USING btree ("province","year","track","batch");--> statement-breakpoint
CREATE INDEX "school_score_lines_school_idx" ON "school_score_lines" USING btree ("moe_code","province","year");--> statement-breakpoint
CREATE INDEX "school_score_lines_batch_idx" ON "school_score_lines" USING btree ("province","year","track","batch");--> statement-breakpoint
CREATE INDEX "enrolment_plans_school_idx" ON "enrolment_plans" USING btree ("moe_code","province","year");--> statement-breakpoint
CREATE INDEX "enrolment_plans_batch_idx" ON "enrolment_plans" USING btree ("province","year","track","batch");--> statement-breakpoint
CREATE INDEX "subject_requirements_school_idx" ON "subject_requirements" USING btree ("province","year","moe_code");