/** Vector length the fake model returns when the request names no `dimensions`. */
export declare const FAKE_DIMENSIONS = 64;
/**
 * The fake model: a bag of words hashed into `dimensions` buckets (FNV-1a over each lowercased
 * run of letters and digits). Cosine similarity of two such vectors grows with the words two texts
 * share, so a test can say which chunk a question ranks first without a real model.
 */
export declare function fakeVector(text: string, dimensions?: number): number[];
/** How the server answers one request, instead of embedding. */
export type Fault = 
/** Answer normally (to let some requests through before the next fault). */
{
    kind: "ok";
} | {
    kind: "status";
    status: number;
    headers?: Record<string, string>;
    body?: string;
} | {
    kind: "malformed";
} | {
    kind: "wrong-count";
} | {
    kind: "hang";
};
/** One request as the server received it. */
export interface ReceivedRequest {
    path: string;
    authorization: string | undefined;
    body: {
        model?: unknown;
        input?: unknown;
        encoding_format?: unknown;
        dimensions?: unknown;
    };
    /** The raw text of the body, to search for anything that should not be there. */
    raw: string;
}
/** A running fake server. */
export interface FakeEmbeddingsServer {
    /** `http://127.0.0.1:<port>/v1`: what `retriever.endpoint` takes. */
    endpoint: string;
    requests: ReceivedRequest[];
    /** Texts embedded so far (over every successful request), in order. */
    embedded(): string[];
    /** Answers the next requests with these faults, one each, then embeds again. */
    fail(...faults: Fault[]): void;
    close(): Promise<void>;
}
/**
 * A real HTTP server on 127.0.0.1 that serves OpenAI's `POST /v1/embeddings` with fakeVector. It
 * checks what a real server checks: the path, `Authorization: Bearer <apiKey>` (401 otherwise),
 * and a body with a model, a list of non-empty strings as input and `encoding_format: "float"`
 * (400 otherwise). Faults queued with `fail` are served first, one per request.
 */
export declare function startFakeEmbeddingsServer(options: {
    apiKey: string;
}): Promise<FakeEmbeddingsServer>;
