-- Decision 0034: the directory and the match search quant_search in PostgreSQL alone; the change stamps and the
-- deleted ids the in-process talent index read, and the triggers that wrote them, go.
DROP TRIGGER quant_search_stamp ON quant_search;
--> statement-breakpoint
DROP TRIGGER quant_search_removed_sync ON quant_search;
--> statement-breakpoint
DROP FUNCTION quant_search_stamp();
--> statement-breakpoint
DROP FUNCTION quant_search_removed_sync();
--> statement-breakpoint
DROP TABLE "quant_search_removed";
--> statement-breakpoint
DROP INDEX "quant_search_changed_idx";
--> statement-breakpoint
ALTER TABLE "quant_search" DROP COLUMN "changed_by";
