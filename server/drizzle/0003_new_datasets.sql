CREATE TABLE "school_aliases" (
	"alias" text NOT NULL,
	"moe_code" text NOT NULL,
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"source_id" text NOT NULL,
	CONSTRAINT "school_aliases_moe_code_kind_alias_pk" PRIMARY KEY("moe_code","kind","alias")
);
--> statement-breakpoint
CREATE TABLE "school_contacts" (
	"moe_code" text PRIMARY KEY NOT NULL,
	"chsi_school_code" text,
	"chsi_sch_id" text NOT NULL,
	"name_chsi" text NOT NULL,
	"match" text NOT NULL,
	"renamed" boolean NOT NULL,
	"province" text NOT NULL,
	"authority" text,
	"level" text NOT NULL,
	"tier" text,
	"address" text,
	"official_website" text,
	"admission_website" text,
	"admission_phone" text,
	"chsi_url" text NOT NULL,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_types" (
	"moe_code" text PRIMARY KEY NOT NULL,
	"school_type" text,
	"name_gaokao_cn" text NOT NULL,
	"gaokao_cn_id" text NOT NULL,
	"moe_match" text NOT NULL,
	"level_name" text,
	"nature_name" text,
	"authority" text,
	"dual_class" text,
	"tag_name" text,
	"abbreviations" jsonb NOT NULL,
	"old_names" jsonb NOT NULL,
	"province" text,
	"city" text,
	"county" text,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "double_first_class_disciplines" (
	"seq" integer PRIMARY KEY NOT NULL,
	"round" integer NOT NULL,
	"year" integer NOT NULL,
	"school_name" text NOT NULL,
	"moe_code" text,
	"discipline_code" text,
	"discipline_name" text,
	"note" text,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject_assessment_claims" (
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"round" integer NOT NULL,
	"status" text NOT NULL,
	"school_name" text NOT NULL,
	"moe_code" text,
	"discipline_code" text,
	"discipline_name" text,
	"grade" text,
	"announced_text" text,
	"inferred_or_round4_grade" text,
	"announced_date" text,
	"source_account" text,
	"channel" text,
	"title" text,
	"link" text,
	"archive_link" text,
	"remark" text,
	"verdict" text,
	"verdict_note" text,
	"source_image" text,
	"image_ref" text,
	"source_id" text NOT NULL,
	CONSTRAINT "subject_assessment_claims_kind_seq_pk" PRIMARY KEY("kind","seq")
);
--> statement-breakpoint
CREATE TABLE "subject_assessments" (
	"round" integer NOT NULL,
	"year" integer NOT NULL,
	"discipline_code" text NOT NULL,
	"discipline_name" text NOT NULL,
	"school_name" text NOT NULL,
	"school_code_2017" text,
	"grade" text NOT NULL,
	"moe_code" text,
	"moe_match" text NOT NULL,
	"cross_check_grade" text,
	"note" text,
	"source_id" text NOT NULL,
	CONSTRAINT "subject_assessments_round_discipline_code_school_name_pk" PRIMARY KEY("round","discipline_code","school_name")
);
--> statement-breakpoint
CREATE TABLE "first_class_majors" (
	"school_name" text NOT NULL,
	"moe_code" text,
	"moe_match" text NOT NULL,
	"major_name_as_listed" text NOT NULL,
	"major_name_base" text NOT NULL,
	"major_code" text,
	"tier" text NOT NULL,
	"batch" integer,
	"batch_year" integer,
	"source_id" text NOT NULL,
	CONSTRAINT "first_class_majors_school_name_major_name_as_listed_tier_pk" PRIMARY KEY("school_name","major_name_as_listed","tier")
);
--> statement-breakpoint
CREATE TABLE "major_details" (
	"level" integer NOT NULL,
	"major_code" text NOT NULL,
	"major_name" text NOT NULL,
	"category_name" text,
	"class_name" text,
	"intro" text,
	"intro_source_note" text,
	"graduates_nationwide" text,
	"graduates_stat_date" text,
	"satisfaction_overall" double precision,
	"satisfaction_votes" integer,
	"abilities" text,
	"certificates" text,
	"capability_source_note" text,
	"upgrade_vocational_bachelor" text,
	"upgrade_general_bachelor" text,
	"postgraduate_directions" text,
	"courses" jsonb NOT NULL,
	"courses_kind" text,
	"courses_total_listed" integer,
	"offering_schools_total" integer,
	"chsi_spec_id" text NOT NULL,
	"detail_url" text,
	"fetched_at" text,
	"source_id" text NOT NULL,
	CONSTRAINT "major_details_level_major_code_pk" PRIMARY KEY("level","major_code")
);
--> statement-breakpoint
CREATE TABLE "major_offering_coverage" (
	"level" integer NOT NULL,
	"major_code" text NOT NULL,
	"major_name" text NOT NULL,
	"page_national_total" integer,
	"api_rows" integer NOT NULL,
	"captured" boolean NOT NULL,
	"source_id" text NOT NULL,
	CONSTRAINT "major_offering_coverage_level_major_code_pk" PRIMARY KEY("level","major_code")
);
--> statement-breakpoint
CREATE TABLE "major_offerings" (
	"level" integer NOT NULL,
	"major_code" text NOT NULL,
	"major_name" text NOT NULL,
	"chsi_school_code" text NOT NULL,
	"school_name" text NOT NULL,
	"moe_code" text,
	"match" text NOT NULL,
	"nature" text,
	"chsi_sch_id" text,
	"satisfaction_overall" double precision,
	"satisfaction_votes" integer,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "major_rankings" (
	"system" text NOT NULL,
	"year" integer NOT NULL,
	"school_name" text NOT NULL,
	"moe_code" text,
	"major_code" text NOT NULL,
	"major_name" text NOT NULL,
	"rank" integer,
	"tier" text,
	"source_id" text NOT NULL,
	CONSTRAINT "major_rankings_system_year_school_name_major_code_pk" PRIMARY KEY("system","year","school_name","major_code")
);
--> statement-breakpoint
CREATE TABLE "major_stats" (
	"major_code" text PRIMARY KEY NOT NULL,
	"gaokao_cn_id" text NOT NULL,
	"major_name" text NOT NULL,
	"level_name" text NOT NULL,
	"category_name" text,
	"class_name" text,
	"degree" text,
	"limit_year" text,
	"boy_rate_pct" integer,
	"girl_rate_pct" integer,
	"salary_avg" integer,
	"five_salary_avg" integer,
	"view_total" integer,
	"popularity_rank" integer,
	"in_catalogue_2025" boolean NOT NULL,
	"in_gaokao_cn_index_2024" boolean NOT NULL,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_items" (
	"instrument" text NOT NULL,
	"item_id" text NOT NULL,
	"order" integer NOT NULL,
	"scale" text NOT NULL,
	"scale_name" text,
	"text_en" text NOT NULL,
	"key" text NOT NULL,
	"response_scale" text NOT NULL,
	"source_id" text NOT NULL,
	CONSTRAINT "assessment_items_instrument_item_id_pk" PRIMARY KEY("instrument","item_id")
);
--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "chsi_spec_id" text;--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "satisfaction_overall" double precision;--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "satisfaction_votes" integer;--> statement-breakpoint
ALTER TABLE "major_score_lines" ADD COLUMN "plan_count" integer;--> statement-breakpoint
ALTER TABLE "major_score_lines" ADD COLUMN "rank_note" text;--> statement-breakpoint
ALTER TABLE "enrolment_plans" ADD COLUMN "subset" text;--> statement-breakpoint
ALTER TABLE "school_aliases" ADD CONSTRAINT "school_aliases_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contacts" ADD CONSTRAINT "school_contacts_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_types" ADD CONSTRAINT "school_types_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "double_first_class_disciplines" ADD CONSTRAINT "double_first_class_disciplines_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_assessment_claims" ADD CONSTRAINT "subject_assessment_claims_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_assessments" ADD CONSTRAINT "subject_assessments_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_class_majors" ADD CONSTRAINT "first_class_majors_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_details" ADD CONSTRAINT "major_details_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_offering_coverage" ADD CONSTRAINT "major_offering_coverage_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_rankings" ADD CONSTRAINT "major_rankings_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_stats" ADD CONSTRAINT "major_stats_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_items" ADD CONSTRAINT "assessment_items_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_aliases_alias_idx" ON "school_aliases" USING btree ("alias");--> statement-breakpoint
CREATE INDEX "school_types_type_idx" ON "school_types" USING btree ("school_type");--> statement-breakpoint
CREATE INDEX "double_first_class_disciplines_school_idx" ON "double_first_class_disciplines" USING btree ("moe_code","round");--> statement-breakpoint
CREATE INDEX "subject_assessment_claims_school_idx" ON "subject_assessment_claims" USING btree ("moe_code");--> statement-breakpoint
CREATE INDEX "subject_assessments_school_idx" ON "subject_assessments" USING btree ("moe_code","round");--> statement-breakpoint
CREATE INDEX "first_class_majors_school_idx" ON "first_class_majors" USING btree ("moe_code");--> statement-breakpoint
CREATE INDEX "first_class_majors_major_idx" ON "first_class_majors" USING btree ("major_code");--> statement-breakpoint
CREATE INDEX "major_offerings_major_idx" ON "major_offerings" USING btree ("level","major_code");--> statement-breakpoint
CREATE INDEX "major_offerings_school_idx" ON "major_offerings" USING btree ("moe_code","level");--> statement-breakpoint
CREATE INDEX "major_rankings_school_idx" ON "major_rankings" USING btree ("moe_code","year");--> statement-breakpoint
CREATE INDEX "major_rankings_major_idx" ON "major_rankings" USING btree ("major_code","year","rank");