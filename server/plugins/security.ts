import { randomFillSync } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { splitLocalePath } from "@core/locales";

declare module "fastify" {
  interface FastifyReply {
    /** Per-response nonce that lets our own inline scripts run under the CSP. */
    scriptNonce: string;
  }
}

/** Two years, subdomains included: what helmet sent when PUBLIC_URL was https. */
const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Whether a request reached us over https: the configured PUBLIC_URL says so, or the request's
 * protocol does (X-Forwarded-Proto behind a trusted proxy). HSTS and `Secure` cookies follow it.
 */
export function overHttps(request: FastifyRequest, configuredHttps: boolean): boolean {
  return configuredHttps || request.protocol === "https";
}

export interface SecurityOptions {
  /** Send HSTS and upgrade-insecure-requests: only when served over https. */
  https: boolean;
}

/** Builds the Content-Security-Policy: no inline script runs without this response's nonce. */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  const [before, after] = https ? nonceSlots.https : nonceSlots.http;
  return `${before}${nonce}${after}`;
}

// Every response carries the policy: it is written once around the place of its nonce.
const NONCE_SLOT = "\u0000";
const slots = (https: boolean) => policy(`'nonce-${NONCE_SLOT}'`, https).split(NONCE_SLOT) as [string, string];
const nonceSlots = { http: slots(false), https: slots(true) };

const NONCE_BYTES = 16;
const randomPool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = randomPool.length;

/**
 * A fresh nonce (16 random bytes, base64) for each response. The bytes come from the system's
 * generator 4 KB at a time and are each used once: a call into it for every request was 2 % of
 * the CPU profile of GET /api/goals (decision 039).
 */
function nextNonce(): string {
  if (poolOffset === randomPool.length) {
    randomFillSync(randomPool);
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return randomPool.toString("base64", poolOffset - NONCE_BYTES, poolOffset);
}

/**
 * The same policy for a page served from the page cache (decision 015): its inline scripts are
 * allowed by their sha256 hashes instead of a nonce, so the stored bytes can be sent as they are.
 */
export function hashedContentSecurityPolicy(hashes: readonly string[], https: boolean): string {
  return policy(hashes.join(" "), https);
}

function policy(inlineScripts: string, https: boolean): string {
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": `'self' ${inlineScripts}`.trim(),
    "script-src-attr": "'none'",
    // Style attributes from React and Radix need inline styles; scripts stay nonce-only.
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: blob:",
    "font-src": "'self'",
    "connect-src": "'self'",
    "media-src": "'self' data: blob:",
    "worker-src": "'self' blob:",
    "manifest-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
  };
  const list = Object.entries(directives).map(([k, v]) => `${k} ${v}`);
  if (https) list.push("upgrade-insecure-requests");
  return list.join("; ");
}

/**
 * The headers set here (by helmet or the hook below) that only mean something on a document or a
 * worker script: the CSP, permissions, framing, referrer, opener and legacy IE/Flash switches.
 * Static files that are neither leave them off (decision 023: about 650 bytes each over HTTP/1.1).
 * `nosniff`, CORP and HSTS belong on every answer and are not listed. Keep this list in step with
 * what the plugin sets.
 */
export const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "permissions-policy",
  "x-frame-options",
  "x-xss-protection",
  "x-download-options",
  "x-dns-prefetch-control",
  "x-permitted-cross-domain-policies",
  "origin-agent-cluster",
  "referrer-policy",
  "cross-origin-opener-policy",
];

/**
 * The pages that show what only this visitor or an editor may see: their goals, the address an
 * unsubscribe link names, the admin area. Only these documents ask for a browsing context group of
 * their own (Cross-Origin-Opener-Policy: same-origin). On every other page the header cost more
 * than it guarded (decision 059): Chrome then starts the page in a fresh renderer process (on
 * Android, COOP also opts a site into a process of its own), which made even a blank page's
 * Lighthouse TBT 150 ms here, and those pages hold nothing a cross-window or same-process attacker
 * could take.
 */
const PRIVATE_PAGES = /^\/(admin|goals|unsubscribe)(\/|$)/;

/** Whether a request's path (any language's prefix, any query) is one of the private pages. */
export function isPrivatePage(url: string): boolean {
  return PRIVATE_PAGES.test(splitLocalePath(url.split("?")[0]!).path);
}

export default fp<SecurityOptions>(
  async (app, opts) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      // Set below: also for a request that reached a trusted proxy over https.
      hsts: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      // Set below, on the private pages only.
      crossOriginOpenerPolicy: false,
      frameguard: { action: "deny" },
    });
    app.decorateReply("scriptNonce", "");
    app.addHook("onRequest", async (request, reply) => {
      if (overHttps(request, opts.https)) reply.header("strict-transport-security", HSTS);
      if (isPrivatePage(request.url)) reply.header("cross-origin-opener-policy", "same-origin");
      reply.scriptNonce = nextNonce();
      reply.header("content-security-policy", contentSecurityPolicy(reply.scriptNonce, opts.https));
      reply.header(
        "permissions-policy",
        "camera=(), geolocation=(), payment=(), usb=(), microphone=(self), fullscreen=(self)",
      );
    });
  },
  { name: "security" },
);
