import { describe, expect, it } from "vitest";
import { decodeDocument } from "../../src/corpus/decodeDocument.js";
import { UserError } from "../../src/errors.js";

function thrown(run: () => unknown): UserError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return error as UserError;
  }
  throw new Error("expected a UserError");
}

describe("decodeDocument", () => {
  it("decodes UTF-8 exactly, BOM and CRLF kept", () => {
    expect(decodeDocument(Buffer.from("\uFEFF# Tïtle\r\n😀\n"), "a.md")).toBe("\uFEFF# Tïtle\r\n😀\n");
  });

  it("calls a NUL byte in the first 8 KB binary, naming the file and the offset", () => {
    const error = thrown(() => decodeDocument(new Uint8Array([0x89, 0x50, 0x00]), "img.md"));
    expect(error.file).toBe("img.md");
    expect(error.message).toContain("binary file (NUL byte at offset 2)");
    expect(error.hint).toContain('exclude: ["img.md"]');
  });

  it("accepts a NUL byte after the first 8 KB", () => {
    const text = `${"a".repeat(8192)}\u0000`;
    expect(decodeDocument(Buffer.from(text), "late.md")).toBe(text);
  });

  it("names the line of the first invalid byte, whether stray, overlong or a surrogate", () => {
    const cases: Array<[number[], number]> = [
      [[0x6f, 0x6b, 0x0a, 0x63, 0xe9, 0x0a], 2], // Latin-1 é
      [[0x0a, 0x0a, 0xc0, 0xaf], 3], // overlong "/"
      [[0xed, 0xa0, 0x80], 1], // encoded surrogate
      [[0x61, 0x0a, 0xe2, 0x82], 2], // truncated at the end
    ];
    for (const [bytes, line] of cases) {
      const error = thrown(() => decodeDocument(new Uint8Array(bytes), "old.md"));
      expect(error.message).toContain("not valid UTF-8");
      expect([error.file, error.line]).toEqual(["old.md", line]);
    }
  });
});
