import { showInvisible } from "./showInvisible.js";

/**
 * Escape sequences a terminal acts on, 7-bit and C1 forms: CSI, the string commands (OSC, DCS, SOS,
 * PM, APC) with their payload when it ends on the same line (so a stray introducer cannot swallow
 * the verdict line), and any other `ESC x`.
 */
const SEQUENCES =
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u009d\u0090\u0098\u009e\u009f])(?:[^\u0007\u001b\u009c\n]*(?:\u0007|\u001b\\|\u009c))?|\u001b[\u0020-\u007e]?/g;

/** What is left after the sequences: C0 controls but tab and newline, DEL and the C1 controls. */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * `text` with nothing a terminal would act on, for the CLI's text output: whole escape sequences
 * removed (SEQUENCES), then every control character but tab and newline, and invisible characters
 * shown (showInvisible). Deterministic and idempotent.
 */
export function stripTerminalControls(text: string): string {
  return showInvisible(text.replace(SEQUENCES, "").replace(CONTROLS, ""));
}
