ALTER TABLE "confirmations" DROP CONSTRAINT "confirmations_package_id_packages_id_fk";
--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "return_to" text NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmations" ADD CONSTRAINT "confirmations_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;