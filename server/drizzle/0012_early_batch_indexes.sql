DROP INDEX "major_score_lines_batch_idx";--> statement-breakpoint
DROP INDEX "school_score_lines_batch_idx";--> statement-breakpoint
DROP INDEX "enrolment_plans_batch_idx";--> statement-breakpoint
DROP INDEX "subject_requirements_school_idx";--> statement-breakpoint
CREATE INDEX "major_score_lines_early_idx" ON "major_score_lines" USING btree ("province","year") WHERE "major_score_lines"."batch" like '%提前%';--> statement-breakpoint
CREATE INDEX "school_score_lines_early_idx" ON "school_score_lines" USING btree ("province","year") WHERE "school_score_lines"."batch" like '%提前%';--> statement-breakpoint
CREATE INDEX "enrolment_plans_early_idx" ON "enrolment_plans" USING btree ("province","year") WHERE "enrolment_plans"."batch" like '%提前%';