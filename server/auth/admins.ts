import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { adminSessions, users } from "../db/schema";
import { DEFAULT_SCRYPT, hashPassword, verifyPassword, type ScryptParams } from "./password";

/** An administrator as the rest of the app sees them. */
export interface Admin {
  id: number;
  username: string;
}

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The database keeps only the SHA-256 (hex) of a session token. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Administrators and their sessions (docs/product.md, Blog administration): login with a
 * scrypt-hashed password, a random 32-byte session token whose hash is stored, sessions that expire
 * after seven days.
 */
export class AdminAccounts {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly params: ScryptParams = DEFAULT_SCRYPT,
  ) {}

  /**
   * Checks a username and password. An unknown username costs one hash like a wrong password,
   * so the answer time does not tell which usernames exist.
   */
  async verify(username: string, password: string): Promise<Admin | null> {
    const [user] = await this.db.select().from(users).where(eq(users.username, username)).limit(1);
    if (!user) {
      await verifyPassword(password, await this.dummy());
      return null;
    }
    return (await verifyPassword(password, user.passwordHash)) ? { id: user.id, username: user.username } : null;
  }

  private dummy(): Promise<string> {
    return (this.dummyHash ??= hashPassword(randomBytes(16).toString("hex"), this.params));
  }

  /** Creates the administrator when the username is free; an existing one is left unchanged. */
  async createIfMissing(username: string, password: string): Promise<"created" | "exists"> {
    const passwordHash = await hashPassword(password, this.params);
    const rows = await this.db
      .insert(users)
      .values({ username, passwordHash })
      .onConflictDoNothing({ target: users.username })
      .returning({ id: users.id });
    return rows.length ? "created" : "exists";
  }

  /** Creates the administrator, or sets a new password for an existing one and ends their sessions. */
  async createOrReset(username: string, password: string): Promise<"created" | "reset"> {
    const passwordHash = await hashPassword(password, this.params);
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.username, username))
        .returning({ id: users.id });
      if (updated) {
        await tx.delete(adminSessions).where(eq(adminSessions.userId, updated.id));
        return "reset" as const;
      }
      await tx.insert(users).values({ username, passwordHash });
      return "created" as const;
    });
  }

  /** Opens a session; returns the token for the cookie (only its hash is stored). */
  async createSession(admin: Admin, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    // Expired sessions are purged as new ones are created: the table never grows without bound.
    await this.db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
    await this.db.insert(adminSessions).values({ tokenHash: hashToken(token), userId: admin.id, expiresAt });
    return { token, expiresAt };
  }

  /** The administrator a cookie token belongs to, if the session exists and has not expired. */
  async resolve(token: string | undefined, now = new Date()): Promise<Admin | null> {
    if (!token || !tokenPattern.test(token)) return null;
    const [row] = await this.db
      .select({ id: users.id, username: users.username })
      .from(adminSessions)
      .innerJoin(users, eq(users.id, adminSessions.userId))
      .where(and(eq(adminSessions.tokenHash, hashToken(token)), gt(adminSessions.expiresAt, now)))
      .limit(1);
    return row ?? null;
  }

  /** Ends one session (logout). */
  async endSession(token: string | undefined): Promise<void> {
    if (!token || !tokenPattern.test(token)) return;
    await this.db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
  }
}
