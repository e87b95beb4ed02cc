ALTER TABLE "scheduled_reminders" ALTER COLUMN "language" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "scheduled_reminders" ALTER COLUMN "language" SET DEFAULT 'en';