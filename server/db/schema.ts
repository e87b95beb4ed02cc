import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Administrators (docs/product.md, Blog administration); passwords are stored only as slow salted hashes. */
export const users = pgTable("users", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  username: varchar("username", { length: 64 }).notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  ...timestamps,
});

/** Goals belong to one anonymous visitor (docs/product.md, Goals). */
export const goals = pgTable(
  "goals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    visitorId: varchar("visitor_id", { length: 64 }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull().default(""),
    durationInSeconds: integer("duration_in_seconds").notNull().default(1500),
    isCompleted: boolean("is_completed").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("goals_visitor_idx").on(t.visitorId, t.createdAt)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: varchar("title", { length: 200 }).notNull(),
    slug: varchar("slug", { length: 200 }).notNull().unique(),
    content: text("content").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    metaDescription: varchar("meta_description", { length: 160 }).notNull().default(""),
    imageUrl: text("image_url").notNull().default(""),
    published: boolean("published").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("blog_posts_published_idx").on(t.published, t.createdAt)],
);

/**
 * Email reminders the server sends at their fire time (docs/product.md, Email reminders).
 * Address and message are erased (set null) once the reminder is sent, cancelled or failed.
 */
export const scheduledReminders = pgTable(
  "scheduled_reminders",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    visitorId: varchar("visitor_id", { length: 64 }).notNull(),
    email: varchar("email", { length: 254 }),
    message: text("message"),
    durationSeconds: integer("duration_seconds").notNull(),
    /** A locale of core/locales ("en", "pt-BR", "zh-Hans"). */
    language: varchar("language", { length: 16 }).notNull().default("en"),
    timerUrl: text("timer_url"),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    /** scheduled → sending (claimed, under lease) → sent | scheduled (retry) | failed; scheduled → cancelled. */
    status: varchar("status", { length: 16, enum: ["scheduled", "sending", "sent", "cancelled", "failed"] })
      .notNull()
      .default("scheduled"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** While 'sending': the claim of one poller run; after lease_until another instance may take it over. */
    claimToken: uuid("claim_token"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("scheduled_reminders_due_idx").on(t.status, t.sendAt),
    index("scheduled_reminders_visitor_idx").on(t.visitorId),
  ],
);

/**
 * Administrator sessions (docs/product.md, Blog administration): the cookie holds a random token,
 * the table only its SHA-256, so a leaked table cannot be replayed. Rows past expires_at are
 * ignored and purged.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_sessions_user_idx").on(t.userId), index("admin_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Content shipped with the app that has been inserted once (seed posts by slug): seeding skips a
 * key found here, so a post an administrator edited or deleted is never written back.
 */
export const contentSeeds = pgTable("content_seeds", {
  key: varchar("key", { length: 250 }).primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Addresses that unsubscribed from every Tickwise email (decision 028): only the SHA-256 of the
 * trimmed, lower-cased address, never the address. Nothing is ever sent to one of them again.
 */
export const emailUnsubscribes = pgTable("email_unsubscribes", {
  addressHash: varchar("address_hash", { length: 64 }).primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Completed focus periods of one anonymous visitor (docs/product.md, Pomodoro and interval timer; decision 032). */
export const focusSessions = pgTable(
  "focus_sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    visitorId: varchar("visitor_id", { length: 64 }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    minutes: integer("minutes").notNull(),
    label: varchar("label", { length: 100 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("focus_sessions_visitor_idx").on(t.visitorId, t.startedAt)],
);

export type Goal = typeof goals.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type User = typeof users.$inferSelect;
export type ScheduledReminder = typeof scheduledReminders.$inferSelect;
export type AdminSession = typeof adminSessions.$inferSelect;
