DROP INDEX "conversation_activity_by_owner";--> statement-breakpoint
DROP INDEX "conversation_activity_by_customer";--> statement-breakpoint
CREATE INDEX "conversation_activity_by_owner" ON "conversation_activity" USING btree ("owner_id","transaction_id","position");--> statement-breakpoint
CREATE INDEX "conversation_activity_by_customer" ON "conversation_activity" USING btree ("customer_key","transaction_id","position");