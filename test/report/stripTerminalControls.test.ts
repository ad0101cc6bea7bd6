import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { showInvisible, stripTerminalControls } from "../../src/report/escape.js";

const ESC = "\u001b";
const BEL = "\u0007";
/** Pieces a terminal acts on, mixed with arbitrary text below. */
const FRAGMENTS = [ESC, `${ESC}[`, `${ESC}[31m`, `${ESC}[2J`, `${ESC}]`, `${ESC}]0;title${BEL}`, `${ESC}]8;;https://e.com${ESC}\\`, `${ESC}]52;c;ZXZpbA==${BEL}`, `${ESC}P`, `${ESC}c`, "\u009b", "\u009b1A", "\u009d", "\u009c", BEL, "\r", "\b", "\u007f", "\n", "\t", "é", "😀", "[", "]", ";"];
const hostile = fc.oneof(
  fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 3 })), { maxLength: 16 }).map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("\u2066", "a\u202Eb", "\u200B\u001b[31m"),
);
/** Every control character but tab and newline: C0, DEL and C1. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe("stripTerminalControls", () => {
  it("removes whole escape sequences and the other controls, keeping the text, tabs and newlines", () => {
    expect(stripTerminalControls(`Damaged ${ESC}[31mgoods${ESC}[0m`)).toBe("Damaged goods");
    expect(stripTerminalControls(`Returns${ESC}]0;pwned${BEL} policy`)).toBe("Returns policy");
    expect(stripTerminalControls(`see ${ESC}]8;;https://evil.example${ESC}\\here${ESC}]8;;${ESC}\\`)).toBe("see here");
    expect(stripTerminalControls(`x${ESC}]52;c;ZXZpbA==${BEL}y`)).toBe("xy");
    expect(stripTerminalControls(`x\u009b2Jy\u009d0;t\u009cz`)).toBe("xyz");
    expect(stripTerminalControls("Verdict: FAIL\rVerdict: PASS")).toBe("Verdict: FAILVerdict: PASS");
    expect(stripTerminalControls("a\bb\u0000c\u007fd\te\nf")).toBe("abcd\te\nf");
  });

  it("never lets an unterminated sequence swallow the next line", () => {
    expect(stripTerminalControls(`Heading ${ESC}]0;no end\nVerdict: FAIL\n`)).toBe("Heading 0;no end\nVerdict: FAIL\n");
  });

  it("leaves no control but tab and newline, changes text without controls only by showing its invisible characters, and is idempotent", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const stripped = stripTerminalControls(text);
        expect(stripped).not.toMatch(CONTROL);
        expect(showInvisible(stripped)).toBe(stripped);
        expect(stripTerminalControls(stripped)).toBe(stripped);
        // bidirectional and zero-width characters are shown, not removed (showInvisible)
        if (!CONTROL.test(text)) expect(stripped).toBe(showInvisible(text));
        expect(stripped.split("\n")).toHaveLength(text.split("\n").length);
      }),
      { numRuns: 1000 },
    );
  });
});
