import type { AuthoringConfig, GoldenSet } from "../../config/index.js";
import { UserError } from "../../errors.js";
import { normalizeWhitespace, type SectionCoverage } from "../../evaluation/index.js";
import { ANSWERS_NAMESPACE, keyRefusal, type RetrieverRuntime } from "../../retrieval/index.js";
import { authoringPrompt, PROMPT_VERSION, type ChatMessage } from "./authoringPrompt.js";
import { createNearDuplicateFilter } from "./createNearDuplicateFilter.js";
import { draftId, type Draft } from "./draftSection.js";
import { keysOwnSection } from "./keysSection.js";
import { requestChatCompletion } from "./requestChatCompletion.js";

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

/**
 * Drafts each section with the chat model, each answer stored as it arrives; a draft whose span does not key its section,
 * or whose question is a near-duplicate, is dropped with why. UserError before sending when the key is unset or withheld.
 */
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
    const signal = new AbortController().signal;
    for (const ask of missing) {
      const content = await requestChatCompletion({ config, messages: ask.messages, apiKey, transport: runtime.transport, counters: stats, signal });
      ask.answer = content ?? "";
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

/** Version of the key material and of the value's encoding (the answer's text, UTF-8). */
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
