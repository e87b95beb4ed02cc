ALTER TABLE "scheduled_reminders" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "scheduled_reminders" ADD COLUMN "lease_until" timestamp with time zone;