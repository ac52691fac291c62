CREATE INDEX "major_score_lines_major_code_idx" ON "major_score_lines" USING btree ("major_code");--> statement-breakpoint
CREATE INDEX "major_score_lines_major_name_idx" ON "major_score_lines" USING btree ("major_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enrolment_plans_major_code_idx" ON "enrolment_plans" USING btree ("major_code");--> statement-breakpoint
CREATE INDEX "enrolment_plans_major_name_idx" ON "enrolment_plans" USING btree ("major_name" text_pattern_ops);