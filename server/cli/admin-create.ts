/**
 * `npm run admin:create`: creates a blog administrator, or sets a new password for an existing
 * one (and ends that administrator's sessions). Reads ADMIN_USERNAME / ADMIN_PASSWORD from the
 * environment, or asks for them on a terminal; uses the same DATA_DIR / DATABASE_URL as the server
 * and applies pending migrations first.
 */
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { z } from "zod";
import { AdminAccounts } from "../auth/admins";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";

const usernameSchema = z.string().trim().min(3, "must be 3 to 64 characters").max(64, "must be 3 to 64 characters");
const passwordSchema = z.string().min(10, "must be at least 10 characters").max(1024);

async function ask(question: string, hidden = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = hidden;
    return await answer;
  } finally {
    muted = false;
    rl.close();
    if (hidden) process.stdout.write("\n");
  }
}

async function credentials(): Promise<{ username: string; password: string }> {
  let username = process.env.ADMIN_USERNAME?.trim() ?? "";
  let password = process.env.ADMIN_PASSWORD ?? "";
  if ((!username || !password) && !process.stdin.isTTY) {
    throw new ConfigError("Set ADMIN_USERNAME and ADMIN_PASSWORD, or run this command in a terminal to be asked");
  }
  if (!username) username = (await ask("Administrator username: ")).trim();
  if (!password) {
    password = await ask("Password (at least 10 characters): ", true);
    const again = await ask("Repeat the password: ", true);
    if (again !== password) throw new ConfigError("The passwords do not match");
  }
  const user = usernameSchema.safeParse(username);
  if (!user.success) throw new ConfigError(`Username ${user.error.issues[0]!.message}`);
  const pass = passwordSchema.safeParse(password);
  if (!pass.success) throw new ConfigError(`Password ${pass.error.issues[0]!.message}`);
  return { username: user.data, password: pass.data };
}

async function main() {
  const { username, password } = await credentials();
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: username, ADMIN_PASSWORD: password });
  const database = await openDatabase(
    config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir },
  );
  try {
    const outcome = await new AdminAccounts(database.db).createOrReset(username, password);
    console.log(
      outcome === "created"
        ? `Administrator "${username}" created.`
        : `Password of administrator "${username}" changed; their sessions were ended.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
