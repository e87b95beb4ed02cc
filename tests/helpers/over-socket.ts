import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface SocketAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request to a listening app over a real socket (127.0.0.1:`port`), where `inject` would not
 * do: Node's server answers some requests before Fastify sees them (decisions 017 and 069).
 */
export function requestOverSocket(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<SocketAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, host: "127.0.0.1", path, method, headers });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject).end();
  });
}
