import { describe, expect, it } from "vitest";
import { readDocumentFile } from "../../src/corpus/readDocumentFile.js";
import { tempTrees } from "./tempTree.js";
import { userError } from "../helpers/userError.js";

const tree = tempTrees();

describe("readDocumentFile", () => {
  it("reads UTF-8 text as is, BOM and CRLF included", async () => {
    const root = await tree({ "a.md": "\uFEFF# Tït\r\nle\r\n" });
    expect(await readDocumentFile(root, "a.md")).toBe("\uFEFF# Tït\r\nle\r\n");
  });

  it("rejects a file with a NUL byte early on, naming it and suggesting an exclude glob", async () => {
    const root = await tree({ "assets/logo.md": new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]) });
    const error = await userError(readDocumentFile(root, "assets/logo.md"));
    expect(error.file).toBe("assets/logo.md");
    expect(error.message).toContain("binary");
    expect(error.hint).toContain("exclude");
    expect(error.format()).toContain("assets/logo.md");
  });

  it("refuses a NUL byte beyond the first 8 KB too: a NUL is never Markdown", async () => {
    const text = "a".repeat(9000) + "\u0000";
    const root = await tree({ "late.md": text });
    expect((await userError(readDocumentFile(root, "late.md"))).message).toBe("looks like a binary file (NUL byte at offset 9000), not Markdown");
  });

  it("rejects invalid UTF-8, naming file and line", async () => {
    const latin1 = new Uint8Array([...Buffer.from("ok\nstill ok\ncaf"), 0xe9, ...Buffer.from("\n")]);
    const root = await tree({ "old.md": latin1 });
    const error = await userError(readDocumentFile(root, "old.md"));
    expect(error.file).toBe("old.md");
    expect(error.line).toBe(3);
    expect(error.message).toContain("UTF-8");
    expect(error.hint).toContain("exclude");
  });

  it("reports a missing file and a path outside the root as UserErrors", async () => {
    const root = await tree({ "a.md": "x" });
    expect((await userError(readDocumentFile(root, "missing.md"))).file).toBe("missing.md");
    expect((await userError(readDocumentFile(root, "../a.md"))).message).toContain("not inside");
  });
});
