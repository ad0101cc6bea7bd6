/** One record of a CSV text: its fields, and the 1-based line it starts on (a quoted field may span lines). */
export interface CsvRecord {
  fields: string[];
  line: number;
}

/**
 * The records of a CSV text as RFC 4180 writes them, leniently (a lone CR ends a line, a stray quote is text, a BOM is
 * dropped); a quoted field still open at the end is `unterminated` (its opening line).
 */
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
