/** Replace `text.slice(start, end)` by `insert`; an insertion has `start === end`. */
export interface TextEdit {
  start: number;
  end: number;
  insert: string;
}

/** Applies edits whose offsets all refer to the original text (at one offset in order); Error on overlapping edits. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const ordered = edits.map((edit, i) => ({ edit, i })).sort((a, b) => a.edit.start - b.edit.start || a.i - b.i);
  let out = "";
  let at = 0;
  for (const { edit } of ordered) {
    if (edit.start < at) throw new Error(`overlapping edits at offset ${edit.start}`);
    out += text.slice(at, edit.start) + edit.insert;
    at = edit.end;
  }
  return out + text.slice(at);
}
