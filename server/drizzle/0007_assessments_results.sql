CREATE TABLE "assessment_results" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"instrument" text NOT NULL,
	"answers" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "riasec_guidance" (
	"riasec_type" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"rationale" text NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "riasec_guidance_riasec_type_kind_code_pk" PRIMARY KEY("riasec_type","kind","code")
);
--> statement-breakpoint
CREATE TABLE "book_pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"school" text NOT NULL,
	"school_first_name" text NOT NULL,
	"subject" text NOT NULL,
	"batch" text NOT NULL,
	"major" text,
	"page_no" integer NOT NULL,
	"image_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "books_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"subject" text NOT NULL,
	"year" integer NOT NULL,
	"cover_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_items" ADD COLUMN "text_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_pages" ADD CONSTRAINT "book_pages_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_results_user_idx" ON "assessment_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "book_pages_book_idx" ON "book_pages" USING btree ("book_id","school");--> statement-breakpoint
CREATE INDEX "books_filter_idx" ON "books" USING btree ("province","year","subject");