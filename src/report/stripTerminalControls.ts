import { showInvisible } from "./showInvisible.js";

/**
 * Escape sequences a terminal acts on, 7-bit and C1 forms; a string command's payload only when it
 * ends on the same line, so a stray introducer cannot swallow the verdict line.
 */
const SEQUENCES =
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u009d\u0090\u0098\u009e\u009f])(?:[^\u0007\u001b\u009c\n]*(?:\u0007|\u001b\\|\u009c))?|\u001b[\u0020-\u007e]?/g;

/** What is left after the sequences: C0 controls but tab and newline, DEL and the C1 controls. */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * `text` with nothing a terminal would act on: escape sequences removed whole, then every control
 * but tab and newline, invisible characters shown. Idempotent.
 */
export function stripTerminalControls(text: string): string {
  return showInvisible(text.replace(SEQUENCES, "").replace(CONTROLS, ""));
}
