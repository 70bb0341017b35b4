-- Decision 0034: the applicant list counts its matches on every request; the versions its remembered counts were
-- checked against, and the triggers that raised them, go.
DROP TRIGGER user_applications_inserted ON user_applications;
--> statement-breakpoint
DROP TRIGGER user_applications_updated ON user_applications;
--> statement-breakpoint
DROP TRIGGER user_applications_deleted ON user_applications;
--> statement-breakpoint
DROP TRIGGER internship_positions_retitled ON internship_positions;
--> statement-breakpoint
DROP FUNCTION user_applications_changed();
--> statement-breakpoint
DROP FUNCTION internship_position_retitled();
--> statement-breakpoint
DROP FUNCTION bump_company_application_versions(uuid[]);
--> statement-breakpoint
DROP TABLE "company_application_versions";
