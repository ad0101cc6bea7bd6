import { startLocalJsonServer } from "./localJsonServer.js";

/** How the server answers one request instead of asking `answer`. */
export type ChatFault = { kind: "status"; status: number; headers?: Record<string, string>; body?: string } | { kind: "not-a-completion" };

/** One request as the server received it. */
export interface ChatRequestSeen {
  path: string;
  authorization: string | undefined;
  body: { model?: unknown; messages?: Array<{ role?: unknown; content?: unknown }> };
  /** The raw text of the body, to search for anything that should not be there. */
  raw: string;
}

/** A running fake chat server. */
export interface FakeChatServer {
  /** `http://127.0.0.1:<port>/v1`: what `authoring.endpoint` takes. */
  endpoint: string;
  requests: ChatRequestSeen[];
  /** Answers the next requests with these faults, one each, then asks `answer` again. */
  fail(...faults: ChatFault[]): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 playing OpenAI's `POST /v1/chat/completions`. It checks what a
 * real server checks (the path, `Authorization: Bearer <apiKey>`, a body with a model and a list
 * of messages) and answers with a chat completion whose message content is `answer(user)`, the
 * user message's text in, the model's text out (null: a message without content, as a refusal).
 * Faults queued with `fail` are served first, one per request.
 */
export async function startFakeChatServer(options: { apiKey: string; answer: (user: string) => string | null }): Promise<FakeChatServer> {
  const requests: ChatRequestSeen[] = [];
  const faults: ChatFault[] = [];
  const server = await startLocalJsonServer((exchange) => {
    const body = exchange.body as ChatRequestSeen["body"];
    requests.push({ path: exchange.path, authorization: exchange.authorization, body, raw: exchange.raw });
    const send = exchange.send;
    if (exchange.method !== "POST" || exchange.path !== "/v1/chat/completions") return send(404, { error: { message: `no route ${exchange.method} ${exchange.path}` } });
    if (exchange.authorization !== `Bearer ${options.apiKey}`) return send(401, { error: { message: `Incorrect API key provided: ${exchange.authorization ?? ""}` } });
    const user = body.messages?.find((m) => m.role === "user")?.content;
    if (typeof body.model !== "string" || typeof user !== "string") return send(400, { error: { message: "invalid request body" } });
    const fault = faults.shift();
    if (fault?.kind === "status") return send(fault.status, fault.body ?? { error: { message: `scripted ${fault.status}` } }, fault.headers);
    if (fault?.kind === "not-a-completion") return send(200, { data: [] });
    const content = options.answer(user);
    send(200, { id: "chatcmpl-1", object: "chat.completion", model: body.model, choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } });
  });
  return {
    endpoint: `${server.origin}/v1`,
    requests,
    fail: (...more) => faults.push(...more),
    close: server.close,
  };
}
