import type { AuthoringConfig, GoldenSet } from "../../config/index.js";
import { UserError } from "../../errors.js";
import { normalizeWhitespace, type SectionCoverage } from "../../evaluation/index.js";
import { ANSWERS_NAMESPACE, describePostFailure, keyRefusal, postWithRetries, retryableStatus, type RetrieverRuntime } from "../../retrieval/index.js";
import { authoringPrompt, PROMPT_VERSION, type ChatMessage } from "./authoringPrompt.js";
import { draftId, type Draft } from "./draftSection.js";
import { keysOwnSection } from "./keysSection.js";

/** Why a model's draft was dropped, as `suggest` counts it ("3 drafts dropped: span not in section"). */
export const DROPPED = {
  malformed: "answer not a JSON question and span",
  span: "span not in section",
  duplicate: "near-duplicate question",
} as const;

/** What drafting with a model made of each section, and what it cost. */
export interface ModelDrafting {
  /** One per section, in the order given: its draft, or why the model's draft was dropped. */
  made: Array<{ section: SectionCoverage; draft: Draft } | { section: SectionCoverage; dropped: (typeof DROPPED)[keyof typeof DROPPED] }>;
  /** Answers from the store, sections asked about, HTTP requests sent (retries included) and retries. */
  stats: { cached: number; asked: number; requests: number; retries: number };
}

/** Drafts each section with the chat model, answers stored as they come; UserError before sending if no key may go. */
export async function draftWithModel(options: { sections: readonly SectionCoverage[]; config: AuthoringConfig; runtime: RetrieverRuntime; golden: GoldenSet }): Promise<ModelDrafting> {
  const { config, runtime } = options;
  const asks = options.sections.map((section) => {
    const messages = authoringPrompt(section.document, section.section);
    const key = authoringCacheKey(config, messages);
    return { section, messages, key, answer: readAnswer(runtime.cache.get(ANSWERS_NAMESPACE, key)) };
  });
  const missing = asks.filter((a) => a.answer === null);
  const stats = { cached: asks.length - missing.length, asked: 0, requests: 0, retries: 0 };
  if (missing.length > 0) {
    const apiKey = runtime.env(config.apiKeyEnv);
    const host = new URL(config.endpoint).host;
    if (apiKey === undefined) {
      throw new UserError(`the authoring API key is not available: \`${config.apiKeyEnv}\` is not set, and ${missing.length} of the ${asks.length} sections' answers are not in the store`, {
        hint: `set \`${config.apiKeyEnv}\` to a key for ${host}, or draft offline (drop \`--drafter llm\`)`,
      });
    }
    const refusal = keyRefusal(runtime, config);
    if (refusal !== null) {
      throw new UserError(`the authoring API key is withheld: drafting would send \`${config.apiKeyEnv}\` to ${host}, and ${refusal}; a change cannot choose where a secret goes`, {
        hint: "draft offline (drop `--drafter llm`), or run without `--base` on a checkout whose registry you trust",
      });
    }
    runtime.progress(`drafting ${missing.length} of ${asks.length} sections with ${config.model} at ${host} (${stats.cached} from the store)`);
    const post = { url: `${config.endpoint}/chat/completions`, apiKey, timeoutMs: config.timeoutSeconds * 1000, maxRetries: config.maxRetries, transport: runtime.transport, counters: stats, signal: new AbortController().signal };
    for (const ask of missing) {
      ask.answer = (await requestChatCompletion(config, { ...post, body: JSON.stringify({ model: config.model, messages: ask.messages }) })) ?? "";
      runtime.cache.put(ANSWERS_NAMESPACE, ask.key, new TextEncoder().encode(ask.answer));
      stats.asked++;
    }
  }
  const isDuplicate = createNearDuplicateFilter(options.golden.questions.map((q) => q.text));
  const made: ModelDrafting["made"] = asks.map(({ section, answer }) => {
    const parsed = parseModelDraft(answer!);
    if (parsed === null) return { section, dropped: DROPPED.malformed };
    const { document, section: s } = section;
    const draft: Draft = { id: draftId(document, s), question: parsed.question, document: document.path, heading: [...s.headingPath], span: parsed.span, line: s.startLine };
    if (!keysOwnSection(draft, section, { goldenFile: options.golden.file, only: "span" })) return { section, dropped: DROPPED.span };
    if (isDuplicate(draft.question)) return { section, dropped: DROPPED.duplicate };
    return { section, draft };
  });
  return { made, stats };
}

/** A stored answer's text, or null (a miss) when there is none or it is not UTF-8. */
function readAnswer(bytes: Uint8Array | null): string | null {
  if (bytes === null) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Version of the key material and of the value's encoding (UTF-8 text). */
const FORMAT = "chunkgate-authoring/1";

// What decides the answer (the whole endpoint, as one host may serve several gateways), never how it is fetched.
function authoringCacheKey(config: AuthoringConfig, messages: readonly ChatMessage[]): string {
  return JSON.stringify([FORMAT, config.endpoint, config.model, PROMPT_VERSION, messages.map((m) => [m.role, m.content])]);
}

/** Longest drafted question kept, in code points; a longer one is not a question a reader types. */
const MAX_QUESTION = 300;

/** The question and gold span of a model's answer (one JSON object, maybe fenced), whitespace runs made one space; else null. */
export function parseModelDraft(answer: string): { question: string; span: string } | null {
  const fenced = /^\s*```[A-Za-z]*\s*\n([\s\S]*?)\n\s*```\s*$/.exec(answer);
  let value: unknown;
  try {
    value = JSON.parse(fenced ? fenced[1]! : answer);
  } catch {
    return null;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  const { question, span } = value as { question?: unknown; span?: unknown };
  if (typeof question !== "string" || typeof span !== "string") return null;
  const q = normalizeWhitespace(question);
  const s = normalizeWhitespace(span);
  if (q === "" || s === "" || [...q].length > MAX_QUESTION || /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(q)) return null;
  return { question: q, span: s };
}

/** Word-shingle Jaccard at or above which two questions are near-duplicates. */
export const NEAR_DUPLICATE_JACCARD = 0.8;

/** Whether a question is a near-duplicate (word-pair Jaccard ≥ NEAR_DUPLICATE_JACCARD) of `seen` or of one it let through. */
export function createNearDuplicateFilter(seen: readonly string[]): (question: string) => boolean {
  const kept: Array<Set<string>> = seen.map(shingles).filter((s) => s.size > 0);
  return (question) => {
    const mine = shingles(question);
    if (mine.size === 0) return false;
    if (kept.some((other) => jaccard(mine, other) >= NEAR_DUPLICATE_JACCARD)) return true;
    kept.push(mine);
    return false;
  };
}

function shingles(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 1) return new Set(words);
  return new Set(words.slice(1).map((word, i) => `${words[i]} ${word}`));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}

/** The chat API's first choice's text, or null (a refusal); a failure is a UserError whose fix never holds the key. */
async function requestChatCompletion(config: AuthoringConfig, post: Parameters<typeof postWithRetries>[0]): Promise<string | null> {
  const answer = await postWithRetries(post);
  if ("failure" in answer) {
    const { failure } = answer;
    const hint =
      failure.kind === "timeout"
        ? "raise `authoring.timeout_seconds`; check that the server is up"
        : failure.kind === "network"
          ? "check `authoring.endpoint` and that the server is running and reachable from here"
          : hintFor(failure.status, config);
    throw new UserError(describePostFailure("chat completions", post, failure), { hint });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    parsed = undefined;
  }
  const choices = (parsed as { choices?: unknown } | undefined)?.choices;
  if (!Array.isArray(choices)) {
    throw new UserError(`the chat completions API at ${post.url} answered with ${parsed === undefined ? "a body that is not JSON" : "no `choices` list"}`, {
      hint: "check that `authoring.endpoint` serves the OpenAI chat completions API (the base URL: requests go to `{endpoint}/chat/completions`)",
    });
  }
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  return typeof content === "string" && content.trim() !== "" ? content : null;
}

function hintFor(status: number, config: AuthoringConfig): string {
  if (status === 401 || status === 403) return `check that \`${config.apiKeyEnv}\` holds a valid key for this endpoint and model`;
  if (status === 404) return "check `authoring.endpoint` (the base URL: requests go to `{endpoint}/chat/completions`) and `authoring.model`";
  if (retryableStatus(status)) return "the server kept failing: run again later (answers already received are kept in the store), or raise `authoring.max_retries`";
  return "the server refused the request: check `authoring.model`";
}
