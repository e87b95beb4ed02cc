import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with scrypt (node:crypto). The stored string carries its own parameters, so
 * they can be raised later without breaking existing hashes:
 *
 *   scrypt$<log2 N>$<r>$<p>$<salt, base64url>$<hash, base64url>
 */
export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

/** N = 2^15, r = 8, p = 1: 32 MiB and roughly 50–100 ms per hash on one core. */
export const DEFAULT_SCRYPT: ScryptParams = { logN: 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 128 * N * params.r * params.p + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A new salted hash of the password. */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ["scrypt", params.logN, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

const hashPattern = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** True when the password matches the stored hash (constant-time compare); false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = hashPattern.exec(stored);
  if (!match) return false;
  const params = { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (params.logN < 10 || params.logN > 20 || params.r < 1 || params.p < 1) return false;
  const salt = Buffer.from(match[4]!, "base64url");
  const expected = Buffer.from(match[5]!, "base64url");
  const actual = await derive(password, salt, params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
