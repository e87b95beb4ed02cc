import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_PAGE_PATH } from "@core/unsubscribe";
import type { Database } from "../db/client";
import { emailUnsubscribes } from "../db/schema";

// The session secret also signs cookies: a label keeps these MACs from ever matching one.
const MAC_LABEL = "tickwise-unsubscribe\n";
const tokenPattern = /^([0-9a-f]{64})\.([A-Za-z0-9_-]{43})$/;

/** The address as every check compares it: SHA-256 (hex) of it trimmed and lower-cased. */
export function addressHash(address: string): string {
  return createHash("sha256").update(address.trim().toLowerCase()).digest("hex");
}

function mac(hash: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(MAC_LABEL + hash)
    .digest("base64url");
}

/** `{address hash}.{HMAC of it}`: names the address without showing it, and only this server can make one. */
export function unsubscribeToken(address: string, secret: string): string {
  const hash = addressHash(address);
  return `${hash}.${mac(hash, secret)}`;
}

/** The address hash a token names, or null when it is not one this server made. */
export function verifyUnsubscribeToken(token: unknown, secret: string): string | null {
  const match = typeof token === "string" ? tokenPattern.exec(token) : null;
  if (!match) return null;
  const [, hash, given] = match;
  // Compared as text: one spelling only (base64url's last character has spare bits).
  return timingSafeEqual(Buffer.from(given!), Buffer.from(mac(hash!, secret))) ? hash! : null;
}

/** The one-click URL for the List-Unsubscribe header and the page the email's link opens. */
export function unsubscribeUrls(origin: string, token: string): { oneClick: string; page: string } {
  const query = `?token=${encodeURIComponent(token)}`;
  return { oneClick: origin + UNSUBSCRIBE_API_PATH + query, page: origin + UNSUBSCRIBE_PAGE_PATH + query };
}

/** Idempotent: unsubscribing twice keeps the one row. */
export async function recordUnsubscribe(db: Database, hash: string): Promise<void> {
  await db.insert(emailUnsubscribes).values({ addressHash: hash }).onConflictDoNothing();
}

export async function isUnsubscribed(db: Database, address: string): Promise<boolean> {
  const rows = await db
    .select({ hash: emailUnsubscribes.addressHash })
    .from(emailUnsubscribes)
    .where(eq(emailUnsubscribes.addressHash, addressHash(address)))
    .limit(1);
  return rows.length > 0;
}
