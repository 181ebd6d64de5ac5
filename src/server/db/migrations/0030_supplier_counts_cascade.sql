-- A supplier's rows of purchase_order_counts go with it. A supplier is deleted only when no order
-- names it (409 in-use otherwise), and then its rows, if any, are at 0: left by a draft replaced
-- with another supplier. Only the counting trigger may write the table (0013): the cascade does,
-- at trigger depth 2. Without it such a supplier could not be deleted (500, a foreign key).
ALTER TABLE "purchase_order_counts" DROP CONSTRAINT "purchase_order_counts_supplier_id_suppliers_id_fk";
--> statement-breakpoint
ALTER TABLE "purchase_order_counts" ADD CONSTRAINT "purchase_order_counts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;