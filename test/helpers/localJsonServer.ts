import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One request to a local JSON server: what came in, and how to answer it. */
export interface JsonExchange {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The body read as JSON, or `{}` when it is not JSON. */
  body: unknown;
  /** The raw text of the body, to search for anything that should not be there. */
  raw: string;
  /** Answers with `payload` (a string as it is, anything else as JSON) and a JSON content type. */
  send(status: number, payload: unknown, headers?: Record<string, string>): void;
}

/**
 * A real HTTP server on 127.0.0.1 (a free port) that reads each request's whole body and hands it
 * to `handle`, which answers through `send` (or never, to play a server that hangs). The fake
 * embeddings and chat servers are built on it. `close` drops open connections and resolves once
 * the server is closed.
 */
export async function startLocalJsonServer(handle: (exchange: JsonExchange) => void): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = {};
      try {
        body = JSON.parse(raw);
      } catch {
        // left as {}: the handler answers 400
      }
      handle({
        method: request.method ?? "",
        path: request.url ?? "",
        authorization: request.headers.authorization,
        body,
        raw,
        send: (status, payload, headers = {}) => {
          response.writeHead(status, { "content-type": "application/json", ...headers });
          response.end(typeof payload === "string" ? payload : JSON.stringify(payload));
        },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
