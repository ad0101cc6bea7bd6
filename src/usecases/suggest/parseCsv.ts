/** One record of a CSV text: its fields, and the 1-based line it starts on (a quoted field may span lines). */
export interface CsvRecord {
  fields: string[];
  line: number;
}

/**
 * The records of a CSV text as RFC 4180 writes them: fields separated by commas, records by CRLF
 * or LF (a lone CR too, as old spreadsheet exports end lines); a field in double quotes may hold
 * commas, line breaks and doubled quotes (`""` is one `"`), kept verbatim. Leniencies, so that an
 * export is read rather than refused: a quote inside an unquoted field is text, text after a
 * closing quote joins the field, a final line break adds no record, and a BOM at the start is
 * dropped. Blank lines give records of one empty field (the caller skips them). A quoted field
 * still open at the end is an error (`unterminated`, the line its quote opened on), since the rest
 * of the file would silently become one field. Total and deterministic.
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
