import { formatLedgerLine, readLedger, type LedgerEntry } from "../gate/index.js";

/** What the action keeps between a pull request's runs in its own comment; looks spend the budget as committed do. */
export interface ActionState {
  /** The `labeled` event (its id) whose approval covered `digest`, and those changes' sentences; null: none. */
  approval: { event: number; digest: string; changes: string[] } | null;
  /** Held-out looks shown on this pull request's earlier runs, oldest first. */
  looks: LedgerEntry[];
}

/** No approval and no look: a pull request without an own comment. */
export const EMPTY_STATE: ActionState = { approval: null, looks: [] };

const PREFIX = "<!-- chunkgate-state ";
const SUFFIX = " -->";
/** The most looks kept: past any budget thresholdout accepts (1,000), so dropping the oldest never frees a reveal. */
const MAX_LOOKS = 1_000;

/**
 * The state as a comment body's last line: base64url JSON in an HTML comment, so no text the pull
 * request chose can close it. Empty for the empty state, leaving the report byte for byte.
 */
export function stateLine(state: ActionState): string {
  if (state.approval === null && state.looks.length === 0) return "";
  const json = { v: 1, approval: state.approval, looks: state.looks.slice(-MAX_LOOKS).map(formatLedgerLine).join("\n") };
  return `${PREFIX}${Buffer.from(JSON.stringify(json), "utf8").toString("base64url")}${SUFFIX}`;
}

/**
 * The state in the last line of `body`, which must be the action's own comment (by marker and
 * author), so state a pull request could write is never read. Anything unreadable is empty.
 */
export function readActionState(body: string): ActionState {
  const last = body.slice(body.lastIndexOf("\n") + 1);
  if (!last.startsWith(PREFIX) || !last.endsWith(SUFFIX)) return EMPTY_STATE;
  try {
    const json = JSON.parse(Buffer.from(last.slice(PREFIX.length, -SUFFIX.length), "base64url").toString("utf8")) as { v?: unknown; approval?: unknown; looks?: unknown };
    if (json.v !== 1) return EMPTY_STATE;
    return { approval: readApproval(json.approval), looks: typeof json.looks === "string" ? readLedger(json.looks, "state").entries : [] };
  } catch {
    return EMPTY_STATE;
  }
}

function readApproval(value: unknown): ActionState["approval"] {
  if (typeof value !== "object" || value === null) return null;
  const { event, digest, changes } = value as Record<string, unknown>;
  if (typeof event !== "number" || !Number.isSafeInteger(event) || typeof digest !== "string" || !Array.isArray(changes) || !changes.every((c) => typeof c === "string")) return null;
  return { event, digest, changes: changes as string[] };
}
