CREATE TABLE "job_market_companies" (
	"code" text NOT NULL,
	"company_name" text NOT NULL,
	"company_nature" text NOT NULL,
	"hiring_num" integer NOT NULL,
	CONSTRAINT "job_market_companies_code_company_name_pk" PRIMARY KEY("code","company_name")
);
--> statement-breakpoint
CREATE TABLE "job_market_education" (
	"code" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"edu" text NOT NULL,
	"ratio" integer NOT NULL,
	CONSTRAINT "job_market_education_code_year_month_edu_pk" PRIMARY KEY("code","year","month","edu")
);
--> statement-breakpoint
CREATE TABLE "job_market_majors" (
	"code" text NOT NULL,
	"major_name" text NOT NULL,
	"hiring_num" integer NOT NULL,
	CONSTRAINT "job_market_majors_code_major_name_pk" PRIMARY KEY("code","major_name")
);
--> statement-breakpoint
CREATE TABLE "job_market_months" (
	"code" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"hiring_num" integer NOT NULL,
	"salary_min" integer NOT NULL,
	"salary_max" integer NOT NULL,
	"salary_median_l" integer NOT NULL,
	"salary_median_h" integer NOT NULL,
	CONSTRAINT "job_market_months_code_year_month_pk" PRIMARY KEY("code","year","month")
);
--> statement-breakpoint
CREATE TABLE "job_market_overviews" (
	"code" text PRIMARY KEY NOT NULL,
	"overview" text NOT NULL,
	"sample_size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_positions" (
	"code" text NOT NULL,
	"job_title" text NOT NULL,
	"salary_range" text NOT NULL,
	"company_num" integer NOT NULL,
	"hiring_num" integer NOT NULL,
	CONSTRAINT "job_positions_code_job_title_pk" PRIMARY KEY("code","job_title")
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"code" text NOT NULL,
	"seq" integer NOT NULL,
	"job" text NOT NULL,
	"province_name" text NOT NULL,
	"edu" text NOT NULL,
	"salary_str" text NOT NULL,
	"company_hiring" integer NOT NULL,
	"company_name" text NOT NULL,
	"company_nature" text NOT NULL,
	"company_scale" text NOT NULL,
	"source" text NOT NULL,
	"welfare" text NOT NULL,
	"majors" text NOT NULL,
	CONSTRAINT "job_postings_code_seq_pk" PRIMARY KEY("code","seq")
);
