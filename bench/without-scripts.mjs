// A running server's pages without their code: what a page's HTML and CSS cost the main thread on
// their own, the floor under any hydration (decision 066). A proxy on --port answers as the server
// at --url does, with every script after </head> taken out of its HTML (JSON and JSON-LD stay, as
// does the head's appearance script), every answer brotli-compressed as the server's are.
//
//   node bench/without-scripts.mjs --url http://localhost:3000 --port 3300
//   node bench/lighthouse.mjs --url http://localhost:3000 --cpu-multiplier calibrated --runs 3 \
//     /timer http://localhost:3300/timer
import { Buffer } from "node:buffer";
import { createServer } from "node:http";
import { brotliCompressSync, constants } from "node:zlib";
import { parseArgs } from "./lib.mjs";

const BODY_SCRIPT = /<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;
// Headers that describe the upstream's bytes, not the ones sent on.
const HOP_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]);

/** `html` with every script after its head taken out but data blocks. */
function withoutBodyScripts(html) {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  return html.slice(0, headEnd) + html.slice(headEnd).replace(BODY_SCRIPT, "");
}

const { options } = parseArgs();
const upstream = options.url ?? "http://localhost:3000";
const port = Number(options.port ?? 3300);

createServer(async (request, response) => {
  try {
    // fetch decodes the upstream's compression; the proxy compresses again below.
    const answer = await globalThis.fetch(new URL(request.url, upstream), { redirect: "manual" });
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !HOP_HEADERS.has(name)));
    let body = Buffer.from(await answer.arrayBuffer());
    if ((answer.headers.get("content-type") ?? "").includes("text/html")) {
      body = Buffer.from(withoutBodyScripts(body.toString("utf8")));
    }
    if (/\bbr\b/.test(request.headers["accept-encoding"] ?? "") && body.length > 0) {
      body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      headers["content-encoding"] = "br";
    }
    response.writeHead(answer.status, headers).end(body);
  } catch (error) {
    response.writeHead(502, { "content-type": "text/plain" }).end(String(error));
  }
}).listen(port, "127.0.0.1", () => console.log(`${upstream} without its pages' scripts: http://localhost:${port}`));
