import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { EXTENSION_ZIP, SOURCE_ZIP } from "@core/downloads";

/**
 * A downloads folder with two small stand-in archives: enough for the source-code email, without
 * building the real ones (tests/api/downloads.test.ts does that).
 */
export async function standInDownloads(): Promise<{ root: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), "tickwise-archives-"));
  await writeFile(path.join(root, SOURCE_ZIP), "source archive");
  await writeFile(path.join(root, EXTENSION_ZIP), "extension archive");
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
