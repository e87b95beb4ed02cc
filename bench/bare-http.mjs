// The ceiling of one Node thread on this machine for a cached page: a bare node:http server that
// answers every request with the same bytes and header list (what a page-cache hit writes), and
// does nothing else. serve-bench.mjs starts it in its own process next to nginx.
//
//   node bench/bare-http.mjs <port> <body file> <headers JSON file: flat name/value list>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, bodyFile, headersFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = JSON.parse(readFileSync(headersFile, "utf8"));
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
// As Tickwise's server (Fastify's defaults): the same keep-alive answer headers.
server.keepAliveTimeout = 72_000;
server.requestTimeout = 0;
server.listen(Number(port), "127.0.0.1", () => console.log("listening"));
