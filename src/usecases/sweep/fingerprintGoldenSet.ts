import { createHash } from "node:crypto";
import type { EvidenceKey, GoldenSet } from "../../config/index.js";

/** `sha256:<hex>` of a golden set's questions and keys in id order, never of the file's layout or comments. */
export function fingerprintGoldenSet(golden: GoldenSet): string {
  const questions = [...golden.questions]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((q) => [q.id, q.text, q.supporting.map(keyParts), q.distractors.map(keyParts)]);
  return `sha256:${createHash("sha256").update(JSON.stringify(questions)).digest("hex")}`;
}

function keyParts(key: EvidenceKey): unknown[] {
  if (key.kind === "span") return ["span", key.span, key.document ?? null];
  return key.kind === "heading" ? ["heading", key.document, key.heading] : ["document", key.document];
}
