import { escapeWorkflowCommand, showInvisible } from "../../src/report/escape.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runnerCommands } from "../helpers/actionHarness.js";

/** Pieces that mean something to the runner's command parser, mixed with arbitrary text below. */
const FRAGMENTS = ["::", ":", "::error::", "::add-mask::", "::stop-commands::", "::set-output name=x::", "##[", "##[error]", "]", "#", "%", "%0A", "%25", "\n", "\r", "\r\n", " ", "\t", "\u0085", "\u00a0", "\u2028"];
const hostile = fc.oneof(
  fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 3 })), { maxLength: 16 }).map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 40 }),
);

/** The inverse: every `%` in an escaped text starts one of its escapes, so one pass restores the text. */
function unescape(text: string): string {
  const codes: Record<string, string> = { "25": "%", "0D": "\r", "0A": "\n", "5B": "[", "3A": ":" };
  return text.replace(/%(25|0D|0A|5B|3A)/g, (_, code: string) => codes[code]!);
}

describe("escapeWorkflowCommand", () => {
  it("turns each command a file name or heading tries into inert text on one line", () => {
    expect(escapeWorkflowCommand("docs/a\n::error::pwned.md")).toBe("docs/a%0A::error::pwned.md");
    expect(escapeWorkflowCommand("::add-mask::secret")).toBe("%3A:add-mask::secret");
    expect(escapeWorkflowCommand("  ::stop-commands::halt")).toBe("  %3A:stop-commands::halt");
    expect(escapeWorkflowCommand("\u0085::set-output name=verdict::pass")).toBe("\u0085%3A:set-output name=verdict::pass");
    expect(escapeWorkflowCommand("Setup ##[add-mask]x")).toBe("Setup ##%5Badd-mask]x");
    expect(escapeWorkflowCommand("100% done\r\nnext")).toBe("100%25 done%0D%0Anext");
    expect(escapeWorkflowCommand("a :: b")).toBe("a :: b");
  });

  it("gives one line the runner never reads as a command, from which the text comes back whole, whatever the text", () => {
    fc.assert(
      fc.property(hostile, fc.constantFrom("", "warning: ", "loading "), (text, prefix) => {
        const escaped = escapeWorkflowCommand(text);
        expect(escaped).not.toMatch(/[\r\n]/);
        expect(runnerCommands(`${prefix}${escaped}\n`)).toEqual([]);
        // whole but for invisible characters, which are shown as <U+XXXX>
        expect(unescape(escaped)).toBe(showInvisible(text));
      }),
      { numRuns: 1000 },
    );
  });
});
