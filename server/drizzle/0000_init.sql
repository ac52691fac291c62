CREATE TABLE "sources" (
	"id" text PRIMARY KEY NOT NULL,
	"dataset" text NOT NULL,
	"title" text NOT NULL,
	"publisher" text,
	"repository" text,
	"url" text,
	"licence" text NOT NULL,
	"years" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"dataset" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"name" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"first_year_new_model" integer,
	"model" text NOT NULL,
	"total_score" integer NOT NULL,
	"subject_options" text NOT NULL,
	"notes" text,
	"source_url" text,
	"confidence" text,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_ranks" (
	"moe_code" text NOT NULL,
	"system" text NOT NULL,
	"year" integer NOT NULL,
	"list" text NOT NULL,
	"rank" text NOT NULL,
	"rank_value" integer,
	"source_id" text NOT NULL,
	CONSTRAINT "school_ranks_moe_code_system_year_pk" PRIMARY KEY("moe_code","system","year")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"moe_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"city" text,
	"authority" text,
	"level" text NOT NULL,
	"remark" text,
	"ownership" text NOT NULL,
	"gaokao_cn_id" text,
	"is_985" boolean,
	"is_211" boolean,
	"is_double_first_class" boolean,
	"nature_gaokao_cn" text,
	"level_gaokao_cn" text,
	"lat_bd09" double precision,
	"lng_bd09" double precision,
	"bcur_type" text,
	"moe_list_seq" integer NOT NULL,
	"source_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_ranks" ADD CONSTRAINT "school_ranks_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_ranks_system_year_idx" ON "school_ranks" USING btree ("system","year");--> statement-breakpoint
CREATE INDEX "schools_province_idx" ON "schools" USING btree ("province");--> statement-breakpoint
CREATE INDEX "schools_name_idx" ON "schools" USING btree ("name");