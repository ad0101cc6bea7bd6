import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import { MAX_ASKED_BYTES, MAX_ASKED_QUESTIONS, MAX_QUESTION_CHARS, parseCsv, readAskedQuestions } from "../../../src/usecases/suggest/readAskedQuestions.js";

/** The UserError `run` throws, as its located lines. */
function userError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof UserError) return error.format();
    throw error;
  }
  throw new Error("expected a UserError");
}

/** A CSV field as RFC 4180 writes it: quoted (quotes doubled) when it holds a comma, a quote or a line break. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

describe("readAskedQuestions", () => {
  it("reads one question per line, skipping blank lines and repeats (whitespace runs count as one space), each with its line", () => {
    const text = "How do I reset the gateway?\n\n   \nWhat is the warranty?\r\nHow do I  reset the gateway? \nwhat is the warranty?\n";
    expect(readAskedQuestions(text, "asked.txt")).toEqual({
      format: "lines",
      questions: [
        { text: "How do I reset the gateway?", line: 1 },
        { text: "What is the warranty?", line: 4 },
        { text: "what is the warranty?", line: 6 },
      ],
      skipped: [],
    });
  });

  it("reads the question column of a CSV: quoted commas, doubled quotes and line breaks kept, other columns ignored", () => {
    const text = ['id,question,answer', '1,"Can I return it, if opened?",yes', '2,"What does ""IP67"" mean?","dust, water"', '3,"First line', 'second line",', "4,,empty", '5,"Can I return it, if opened?",again', ""].join("\r\n");
    const read = readAskedQuestions(text, "export.csv");
    expect(read.format).toBe("csv");
    expect(read.questions).toEqual([
      { text: "Can I return it, if opened?", line: 2 },
      { text: 'What does "IP67" mean?', line: 3 },
      { text: "First line\r\nsecond line", line: 4 },
    ]);
  });

  it("reads a file not named .csv as a CSV when its first line is a header with a question column, and as lines otherwise", () => {
    expect(readAskedQuestions("\ufeffQuestion ,count\nWhat is MQTT?,4\n", "export.txt")).toMatchObject({ format: "csv", questions: [{ text: "What is MQTT?", line: 2 }] });
    expect(readAskedQuestions("What is MQTT, and why?\nquestion time\n", "asked.txt")).toMatchObject({ format: "lines", questions: [{ text: "What is MQTT, and why?" }, { text: "question time" }] });
  });

  it("names the columns it found when a CSV has no question column", () => {
    expect(userError(() => readAskedQuestions("id,query,\"asked, at\"\n1,What is MQTT?,today\n", "export.csv"))).toBe(
      'export.csv:1: has no `question` column (its header row has "id", "query", "asked, at")\n  fix: name the column that holds the questions `question` in the header row',
    );
  });

  it("refuses an empty or blank file, a CSV with no question in its column, and an unclosed quote at the line it opened", () => {
    expect(userError(() => readAskedQuestions("", "asked.txt"))).toMatch(/^asked\.txt: has no question: it is empty or blank\n  fix: /);
    expect(userError(() => readAskedQuestions("\n  \n", "asked.txt"))).toMatch(/^asked\.txt: has no question/);
    expect(userError(() => readAskedQuestions("", "export.csv"))).toMatch(/^export\.csv: is empty: a CSV needs a header row with a `question` column/);
    expect(userError(() => readAskedQuestions("question\n\n,\n", "export.csv"))).toMatch(/^export\.csv: has no question in its `question` column/);
    expect(userError(() => readAskedQuestions('question\nok\n"never closed,\nmore\n', "export.csv"))).toMatch(/^export\.csv:3: has a quoted field that is never closed\n  fix: /);
  });

  it("caps the file's size and the number of questions with an error, and leaves out over-long questions by line", () => {
    expect(userError(() => readAskedQuestions("x".repeat(MAX_ASKED_BYTES + 1), "big.txt"))).toMatch(/^big\.txt: is 4,194,305 bytes; suggest --from reads at most 4,194,304\n/);
    const many = Array.from({ length: MAX_ASKED_QUESTIONS + 1 }, (_, i) => `Question ${i}?`).join("\n");
    expect(userError(() => readAskedQuestions(many, "many.txt"))).toMatch(/^many\.txt: holds 2,001 distinct questions; suggest --from proposes sections for at most 2,000 in one run\n/);
    expect(readAskedQuestions(`Short?\n${"y".repeat(MAX_QUESTION_CHARS + 1)}\n`, "asked.txt")).toEqual({
      format: "lines",
      questions: [{ text: "Short?", line: 1 }],
      skipped: [{ line: 2, reason: "1,001 characters, over the 1,000 a question may have" }],
    });
  });
});

describe("parseCsv", () => {
  it("reads back any rows written as RFC 4180 writes them (CRLF or LF, with or without a final line break)", () => {
    const field = fc.string({ unit: fc.constantFrom("a", "b", " ", ",", '"', "\n", "\r", "\r\n", "é", "?") });
    const rows = fc.array(fc.array(field, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(rows, fc.constantFrom("\r\n", "\n"), fc.boolean(), (written, eol, finalBreak) => {
        // a record of one empty field is a blank line, which a final line break cannot tell from none: quote it
        const lines = written.map((row) => (row.length === 1 && row[0] === "" ? '""' : row.map(csvField).join(",")));
        const parsed = parseCsv(lines.join(eol) + (finalBreak ? eol : ""));
        expect("records" in parsed && parsed.records.map((r) => r.fields)).toEqual(written);
      }),
    );
  });

  it("numbers each record by the line it starts on, counting the line breaks inside quoted fields", () => {
    expect(parseCsv('a,"b\nc"\r\nd\re\n"f\r\ng"')).toEqual({
      records: [
        { fields: ["a", "b\nc"], line: 1 },
        { fields: ["d"], line: 3 },
        { fields: ["e"], line: 4 },
        { fields: ["f\r\ng"], line: 5 },
      ],
    });
  });
});
