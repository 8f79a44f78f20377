CREATE TABLE "backup_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"trigger" text NOT NULL,
	"ok" boolean NOT NULL,
	"file_name" text,
	"size_bytes" bigint,
	"error" text,
	CONSTRAINT "backup_runs_trigger_check" CHECK ("backup_runs"."trigger" in ('nightly', 'manual'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");