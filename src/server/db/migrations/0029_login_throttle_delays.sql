-- sign-in throttling with growing delays (auth/login-throttle.ts): failures are forgotten 15 min after the last one
ALTER TABLE "login_failures" DROP COLUMN "window_start";--> statement-breakpoint
CREATE TABLE "login_known_addresses" (
	"subject" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "last_failure_at" timestamp with time zone DEFAULT now() NOT NULL;