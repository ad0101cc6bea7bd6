/** Longest drafted question kept, in code points; a longer one is not a question a reader types. */
const MAX_QUESTION = 300;

/**
 * The question and gold span of a model's answer, one JSON object, possibly in a code fence, as
 * chat models wrap JSON; whitespace runs made one space, the span otherwise verbatim as it must
 * occur in its section. Null for anything else, or a question with a control character. Total.
 */
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
  const q = question.replace(/\s+/g, " ").trim();
  const s = span.replace(/\s+/g, " ").trim();
  if (q === "" || s === "" || [...q].length > MAX_QUESTION || /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(q)) return null;
  return { question: q, span: s };
}
