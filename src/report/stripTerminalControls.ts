import { showInvisible } from "./showInvisible.js";

/**
 * Escape sequences a terminal acts on: CSI (`ESC [`, parameters, final byte), the string commands
 * OSC, DCS, SOS, PM and APC (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _`, with their payload up to
 * BEL or ST: OSC 8 makes links, OSC 52 writes the clipboard, OSC 0 the window title), and any other
 * `ESC x`. Their 8-bit forms start with the C1 controls U+009B, U+009D, U+0090, U+0098, U+009E and
 * U+009F. A string command's payload goes with it only when it is terminated on the same line, so
 * a stray introducer in a heading cannot swallow the rest of the report (such as its verdict line);
 * without its introducer, an unterminated payload is plain text.
 */
const SEQUENCES =
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u009d\u0090\u0098\u009e\u009f])(?:[^\u0007\u001b\u009c\n]*(?:\u0007|\u001b\\|\u009c))?|\u001b[\u0020-\u007e]?/g;

/** What is left after the sequences: C0 controls but tab and newline, DEL and the C1 controls. */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * `text` with nothing a terminal would act on: whole escape sequences removed (so no colour, cursor
 * move, title, link, clipboard write or screen clear leaks in, and no half sequence is left to
 * print), then every remaining control character but tab and newline, carriage return included
 * (it would let a line overwrite what was printed before it). Printable text, tabs and newlines are
 * kept as they are, but bidirectional controls and zero-width characters, which a terminal would
 * also act on (reordering or hiding text), are shown as `<U+202E>` (showInvisible). For the CLI's text output, where documents, headings and questions of the
 * repository being checked are printed. Deterministic and idempotent.
 */
export function stripTerminalControls(text: string): string {
  return showInvisible(text.replace(SEQUENCES, "").replace(CONTROLS, ""));
}
