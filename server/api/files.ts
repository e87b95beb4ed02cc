import { createHash } from "node:crypto";
import { emailPaths } from "@core/email-api";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  DOWNLOADS_MANIFEST,
  EXTENSION_ZIP,
  SOURCE_FILENAME,
  SOURCE_ZIP,
  ZIP_MIME_TYPE,
  downloadUrls,
  noDownloads,
  sourceEmailRequestSchema,
  type DownloadsInfo,
  type SourceCodeFile,
} from "@core/downloads";
import { z } from "@core/zod";
import { checks, hashSubject } from "../lib/rate-limit";
import { renderSourceCode } from "../mail/templates";
import { HttpError } from "../plugins/errors";
import { TOO_MANY_EMAILS, emailLimits } from "./email";
import { configuredOutbox, languageOf, linkOrigin, requireVisitor, sendNow } from "./email-calls";
import { errorResponses, visitorRequired } from "./schemas";

export interface FilesOptions {
  /** The folder scripts/build-downloads.mjs wrote (<buildDir>/downloads). */
  root: string;
}

interface LoadedFile {
  body: Buffer;
  etag: string;
  mtimeMs: number;
  size: number;
}

const NOT_BUILT = "This download is not available on this server yet";

/** A call without a body reads as an empty one: the answer names the first missing field. */
const sourceEmailBody = z.preprocess((body) => body ?? {}, sourceEmailRequestSchema);
const sourceCodeFileSchema = z.object({
  data: z.string().describe("The archive, base64"),
  mimeType: z.string(),
  filename: z.string(),
}) satisfies z.ZodType<SourceCodeFile>;

/**
 * Reads an archive, keeping it in memory until the file changes on disk (a rebuild replaces it):
 * the archives are small and every request would otherwise read the same bytes again.
 */
function fileCache(root: string) {
  const cache = new Map<string, LoadedFile>();
  return async function load(name: string): Promise<LoadedFile> {
    const full = path.join(root, name);
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) throw new HttpError(404, NOT_BUILT);
    const cached = cache.get(name);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const body = await readFile(full);
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const loaded = { body, etag, mtimeMs: info.mtimeMs, size: info.size };
    cache.set(name, loaded);
    return loaded;
  };
}

/** Sizes and version of the built archives (downloads.json), for the pages; nothing when not built. */
export async function readDownloadsInfo(root: string): Promise<DownloadsInfo> {
  try {
    const raw = JSON.parse(await readFile(path.join(root, DOWNLOADS_MANIFEST), "utf8")) as Partial<DownloadsInfo>;
    const extension = raw.extension;
    const source = raw.source;
    return {
      extension:
        extension && typeof extension.bytes === "number" && typeof extension.version === "string"
          ? { bytes: extension.bytes, version: extension.version }
          : null,
      source: source && typeof source.bytes === "number" ? { bytes: source.bytes } : null,
    };
  } catch {
    return noDownloads;
  }
}

/**
 * The downloads (docs/product.md, Downloads): the extension archive at
 * `/tickwise-extension.zip` and `/chrome-extension/tickwise-extension.zip`, the source archive at
 * `/raw/source.zip` and as base64 JSON at `/files/source-code`, and `POST /api/email/source-code`,
 * which mails both archives through the outbox with the validation, visitor cookie, limits and
 * "not configured" answer of the other email calls.
 */
const files: FastifyPluginAsync<FilesOptions> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const load = fileCache(opts.root);

  async function sendZip(request: FastifyRequest, reply: FastifyReply, name: string, filename: string) {
    const file = await load(name);
    void reply
      .header("content-type", ZIP_MIME_TYPE)
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "public, max-age=3600, must-revalidate")
      .header("etag", file.etag)
      .header("last-modified", new Date(file.mtimeMs).toUTCString());
    if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
    return reply.send(file.body);
  }

  for (const url of [downloadUrls.extension, downloadUrls.extensionAlternative]) {
    app.get(url, (request, reply) => sendZip(request, reply, EXTENSION_ZIP, EXTENSION_ZIP));
  }
  app.get(downloadUrls.source, (request, reply) => sendZip(request, reply, SOURCE_ZIP, SOURCE_FILENAME));

  // A download the downloads page links, not part of the documented API (it has no tag).
  app.get(
    downloadUrls.sourceBase64,
    { schema: { response: { 200: sourceCodeFileSchema, ...errorResponses(404) } } },
    async (_request, reply) => {
      const file = await load(SOURCE_ZIP);
      void reply.header("cache-control", "no-cache").header("etag", file.etag);
      return { data: file.body.toString("base64"), mimeType: ZIP_MIME_TYPE, filename: SOURCE_FILENAME };
    },
  );

  app.post(
    emailPaths.sourceCode,
    {
      // Before the schema, as the other email calls: "not configured" whatever was sent.
      preValidation: async (_request, reply) => {
        void reply.header("cache-control", "no-store");
        configuredOutbox(app);
      },
      schema: {
        tags: ["email"],
        summary: "Emails the source code and the extension",
        description: "Both archives as attachments, limited as an immediate reminder is.",
        security: visitorRequired,
        body: sourceEmailBody,
        response: {
          200: z.object({ sent: z.literal(true) }).describe("Sent"),
          ...errorResponses(400, 403, 404, 409, 413, 415, 429, 502, 503),
        },
      },
    },
    async (request) => {
      const outbox = configuredOutbox(app);
      const body = request.body;
      requireVisitor(request);
      const origin = linkOrigin(request, app.config.publicUrl);
      const [source, extension] = await Promise.all([load(SOURCE_ZIP), load(EXTENSION_ZIP)]);
      await app.rateLimiter.enforce(
        [
          ...checks("email-send:ip", request.ip, emailLimits.sendPerClient),
          ...checks("email-send:to", hashSubject(body.email.toLowerCase()), emailLimits.sendPerRecipient),
        ],
        TOO_MANY_EMAILS,
      );
      const language = languageOf(request, body.language);
      return sendNow(request, outbox, {
        to: body.email,
        origin,
        render: (unsubscribeUrl) => renderSourceCode(language, origin, unsubscribeUrl),
        attachments: [
          { filename: SOURCE_FILENAME, content: source.body, contentType: ZIP_MIME_TYPE },
          { filename: EXTENSION_ZIP, content: extension.body, contentType: ZIP_MIME_TYPE },
        ],
      });
    },
  );
};

export default files;
