import type { LightMyRequestResponse } from "fastify";
import { ADMIN_COOKIE } from "@server/auth/plugin";
import type { ScryptParams } from "@server/auth/password";
import type { TestApp } from "./test-app";

/** A cheap hash cost for tests that log in often (the machine running them is shared). */
export const fastScrypt: ScryptParams = { logN: 10, r: 8, p: 1 };

/** The administrator API tests start their app with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const testAdmin = { username: "site-admin", password: "correct horse battery staple" } as const;
export const testAdminEnv = { ADMIN_USERNAME: testAdmin.username, ADMIN_PASSWORD: testAdmin.password };

/** The value of the session cookie a response sets, if any. */
export function sessionToken(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === ADMIN_COOKIE)?.value;
}

/** Logs in through the API and returns a `cookie` header carrying the session. */
export async function loginCookie(
  t: TestApp,
  credentials: { username: string; password: string } = testAdmin,
  remoteAddress = "127.0.0.1",
): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: credentials, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const token = sessionToken(res);
  if (!token) throw new Error("login set no session cookie");
  return `${ADMIN_COOKIE}=${token}`;
}
