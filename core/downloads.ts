import { z } from "./zod";
import { emailAddressSchema } from "./email";
import { locales } from "./locales";

/*
 * The two downloads (docs/product.md, Downloads):
 * names, URLs and shapes shared by the build script, the server and the pages.
 */

export const EXTENSION_ZIP = "tickwise-extension.zip";
export const SOURCE_ZIP = "source.zip";
/** The name the source archive is saved and mailed under. */
export const SOURCE_FILENAME = "tickwise-source.zip";
export const ZIP_MIME_TYPE = "application/zip";
/** What the build writes next to the archives. */
export const DOWNLOADS_MANIFEST = "downloads.json";

/** Where each archive is served (opened in a new tab; docs/product.md, Downloads). */
export const downloadUrls = {
  extension: `/${EXTENSION_ZIP}`,
  extensionAlternative: `/chrome-extension/${EXTENSION_ZIP}`,
  source: `/raw/${SOURCE_ZIP}`,
  sourceBase64: "/files/source-code",
} as const;

/** Sizes in bytes of the built archives, and the extension's version; null when not built. */
export interface DownloadsInfo {
  extension: { bytes: number; version: string } | null;
  source: { bytes: number } | null;
}

export const noDownloads: DownloadsInfo = { extension: null, source: null };

/** The answer of GET /files/source-code (docs/product.md, HTTP API). */
export interface SourceCodeFile {
  data: string;
  mimeType: string;
  filename: string;
}

/** Body of `POST /api/email/source-code` (docs/product.md, Downloads). */
export const sourceEmailRequestSchema = z.object({
  email: emailAddressSchema,
  /** Any of the twelve locales: the email is written in it. */
  language: z.enum(locales).optional(),
});

/** The page only checks that the address is there and holds an "@" (docs/product.md, Downloads). */
export function looksLikeEmail(value: string): boolean {
  return value.trim() !== "" && value.includes("@");
}

/** "9 KB", "267 KB", "1.2 MB": the size shown on the pages (1 KB = 1024 bytes, rounded up). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "0 KB";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
