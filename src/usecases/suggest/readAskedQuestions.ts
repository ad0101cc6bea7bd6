import { formatCount } from "../../formatCount.js";
import { UserError } from "../../errors.js";
import { normalizeWhitespace } from "../../evaluation/index.js";

/** Largest questions file `suggest --from` reads, in bytes (UTF-8): an analytics export of a few thousand questions with their answers fits. */
export const MAX_ASKED_BYTES = 4 * 1024 * 1024;

/** Most distinct questions `suggest --from` proposes sections for in one run: each is a query, and with an embeddings retriever a paid one. */
export const MAX_ASKED_QUESTIONS = 2000;

/** Longest question kept, in characters: longer text is a pasted answer or log, not a question; it is left out and listed. */
export const MAX_QUESTION_CHARS = 1000;

/** A question people asked, as read from a `--from` file. */
export interface AskedQuestion {
  /** The question as written (a CSV field's text, or a line's), ends trimmed. */
  text: string;
  /** 1-based line of the file it starts on. */
  line: number;
}

/** What a `--from` file holds: its questions, each once, in file order, and the lines left out with why. */
export interface AskedQuestions {
  format: "lines" | "csv";
  questions: AskedQuestion[];
  /** Lines of questions left out: too long (MAX_QUESTION_CHARS). Blank lines and repeats are skipped silently. */
  skipped: Array<{ line: number; reason: string }>;
}

/** The distinct questions of a `--from` file: a CSV's `question` column, else one per line; UserError with the file. */
export function readAskedQuestions(text: string, file: string): AskedQuestions {
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > MAX_ASKED_BYTES) throw new UserError(`is ${formatCount(bytes)} bytes; suggest --from reads at most ${formatCount(MAX_ASKED_BYTES)}`, { file, hint: "split the file, or keep the questions asked most" });
  const csv = /\.csv$/i.test(file) || isQuestionHeader(text);
  const candidates = csv ? csvQuestions(text, file) : text.split(/\r\n|\n|\r/).map((line, i) => ({ text: line, line: i + 1 }));
  const seen = new Set<string>();
  const questions: AskedQuestion[] = [];
  const skipped: AskedQuestions["skipped"] = [];
  for (const candidate of candidates) {
    const question = candidate.text.trim();
    const key = normalizeWhitespace(question);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    if (question.length > MAX_QUESTION_CHARS) skipped.push({ line: candidate.line, reason: `${formatCount(question.length)} characters, over the ${formatCount(MAX_QUESTION_CHARS)} a question may have` });
    else questions.push({ text: question, line: candidate.line });
  }
  if (questions.length === 0) {
    throw new UserError(csv ? "has no question in its `question` column" : "has no question: it is empty or blank", { file, hint: "pass a file with one question per line, or a CSV with a `question` column" });
  }
  if (questions.length > MAX_ASKED_QUESTIONS) {
    throw new UserError(`holds ${formatCount(questions.length)} distinct questions; suggest --from proposes sections for at most ${formatCount(MAX_ASKED_QUESTIONS)} in one run`, { file, hint: "split the file, or keep the questions asked most" });
  }
  return { format: csv ? "csv" : "lines", questions, skipped };
}

function isQuestionHeader(text: string): boolean {
  const first = /^\ufeff?([^\r\n]*)/.exec(text)![1]!;
  const parsed = parseCsv(first);
  return "records" in parsed && (parsed.records[0]?.fields ?? []).some(isQuestionColumn);
}

function isQuestionColumn(name: string): boolean {
  return name.trim().toLowerCase() === "question";
}

function csvQuestions(text: string, file: string): AskedQuestion[] {
  const parsed = parseCsv(text);
  if ("unterminated" in parsed) throw new UserError("has a quoted field that is never closed", { file, line: parsed.unterminated, hint: "close the field's quote, and write a quote inside a quoted field as two (`\"\"`)" });
  const [header, ...rows] = parsed.records.filter((r: CsvRecord) => r.fields.some((f) => f !== ""));
  const column = header ? header.fields.findIndex(isQuestionColumn) : -1;
  if (header === undefined) throw new UserError("is empty: a CSV needs a header row with a `question` column", { file, hint: "export the questions with their header row, or pass a text file with one question per line" });
  if (column === -1) {
    const shown = header.fields.slice(0, 10).map((f) => JSON.stringify(f.trim()));
    const names = header.fields.length > shown.length ? `${shown.join(", ")} and ${formatCount(header.fields.length - shown.length)} more` : shown.join(", ");
    throw new UserError(`has no \`question\` column (its header row has ${names})`, { file, line: header.line, hint: "name the column that holds the questions `question` in the header row" });
  }
  return rows.map((r) => ({ text: r.fields[column] ?? "", line: r.line }));
}

/** One record of a CSV text: its fields, and the 1-based line it starts on (a quoted field may span lines). */
export interface CsvRecord {
  fields: string[];
  line: number;
}

/** A CSV text's records as RFC 4180 writes them, leniently; a quoted field still open at the end is `unterminated`. */
export function parseCsv(text: string): { records: CsvRecord[] } | { unterminated: number } {
  const records: CsvRecord[] = [];
  const body = text.startsWith("\ufeff") ? text.slice(1) : text;
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  // whether the record under way has consumed anything (a lone `""` at the end is still a record)
  let started = false;
  const endRecord = () => {
    fields.push(field);
    records.push({ fields, line: recordLine });
    fields = [];
    field = "";
    started = false;
  };
  while (i < body.length) {
    const c = body[i]!;
    if (c !== "\n" && c !== "\r") started = true;
    if (c === '"' && field === "") {
      const opened = line;
      i++;
      for (;;) {
        if (i >= body.length) return { unterminated: opened };
        const q = body[i]!;
        if (q === '"') {
          if (body[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === "\n" || (q === "\r" && body[i + 1] !== "\n")) line++;
        field += q;
        i++;
      }
      continue;
    }
    if (c === ",") {
      fields.push(field);
      field = "";
      i++;
    } else if (c === "\n" || c === "\r") {
      i += c === "\r" && body[i + 1] === "\n" ? 2 : 1;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += c;
      i++;
    }
  }
  if (started) endRecord();
  return { records };
}
