import { createServer, connect, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

/**
 * How the proxy fails while cut:
 * - "refuse": like a stopped PostgreSQL — open connections are reset, new ones closed at once;
 * - "blackhole": like a dead network — open connections stall and new ones are accepted but
 *   never answered (only timeouts help).
 */
export type CutMode = "refuse" | "blackhole";

/** A TCP proxy (node:net) in front of a server, which a test can cut and resume. */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  rewrite(url: string): string;
  cut(mode?: CutMode): void;
  resume(): void;
  /** Connections opened through the proxy so far. */
  readonly opened: number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: CutMode | undefined;
  let opened = 0;
  const pairs = new Set<[Socket, Socket]>();
  const stalled = new Set<Socket>();

  const server: Server = createServer((client) => {
    client.on("error", () => {});
    if (mode === "refuse") return void client.resetAndDestroy();
    if (mode === "blackhole") {
      stalled.add(client);
      client.pause();
      client.once("close", () => stalled.delete(client));
      return;
    }
    opened++;
    const upstream = connect(target.port, target.host);
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.once("close", forget);
    upstream.once("close", forget);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  const proxy: TcpProxy = {
    port,
    rewrite(url) {
      const u = new URL(url);
      u.hostname = "127.0.0.1";
      u.port = String(port);
      return u.toString();
    },
    cut(how = "refuse") {
      mode = how;
      for (const [client, upstream] of pairs) {
        if (how === "refuse") {
          client.resetAndDestroy();
          upstream.destroy();
        } else {
          // Nothing flows either way any more; the sockets stay open.
          client.unpipe(upstream);
          upstream.unpipe(client);
          client.pause();
          upstream.pause();
        }
      }
      if (how === "refuse") pairs.clear();
    },
    resume() {
      // Stalled connections never recover (their protocol state is lost): drop them, as a network
      // coming back after a long cut would. Healthy connections are left alone.
      if (mode === "blackhole") {
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
        pairs.clear();
      }
      for (const socket of stalled) socket.destroy();
      stalled.clear();
      mode = undefined;
    },
    get opened() {
      return opened;
    },
    async close() {
      proxy.resume();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
