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

  it("calls a NUL byte anywhere binary, after the first 8 KB too, naming its offset", () => {
    const error = thrown(() => decodeDocument(Buffer.from(`${"a".repeat(8192)}\n\n\u0000`), "late.md"));
    expect([error.file, error.message]).toEqual(["late.md", "looks like a binary file (NUL byte at offset 8194), not Markdown"]);
  });

  it("calls UTF-16 UTF-16, with or without a byte-order mark, in either byte order", () => {
    const text = "# Notes\nSome plain text.\n";
    const cases: Array<[Buffer, string]> = [
      [Buffer.from(`\uFEFF${text}`, "utf16le"), "little-endian, with a byte-order mark"],
      [Buffer.from(`\uFEFF${text}`, "utf16le").swap16(), "big-endian, with a byte-order mark"],
      [Buffer.from(text, "utf16le"), "little-endian, without a byte-order mark"],
      [Buffer.from(text, "utf16le").swap16(), "big-endian, without a byte-order mark"],
    ];
    for (const [bytes, kind] of cases) {
      const error = thrown(() => decodeDocument(bytes, "wide.md"));
      expect(error.message).toBe(`is UTF-16 (${kind}), not UTF-8`);
      expect(error.hint).toContain("re-save it as UTF-8");
    }
    // A short binary file with NULs is binary, not UTF-16.
    expect(thrown(() => decodeDocument(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0, 0, 0]), "logo.md")).message).toContain("binary");
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
