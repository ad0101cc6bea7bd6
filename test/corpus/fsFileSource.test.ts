import { symlink } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeDocument } from "../../src/corpus/decodeDocument.js";
import { fsFileSource } from "../../src/corpus/fsFileSource.js";
import { selectFiles } from "../../src/corpus/selectFiles.js";
import { blobId } from "../helpers/gitRepo.js";
import { userError } from "../helpers/userError.js";
import { tempTrees } from "./tempTree.js";

const tree = tempTrees();

describe("fsFileSource", () => {
  it("selects exactly what selectFiles selects, and is labelled with its root", async () => {
    const root = await tree({ "docs/a.md": "a", "docs/b.mdx": "b", "docs/.hidden.md": "h", "docs/drafts/c.md": "c", "x.txt": "x" });
    const files = fsFileSource(root);
    expect(files.label).toBe(root);
    const include = ["docs/**/*.md", "docs/**/*.mdx"];
    const exclude = ["docs/drafts/**"];
    expect((await files.select(include, exclude)).paths).toEqual(await selectFiles({ root, include, exclude }));
    expect(await files.select(include, exclude)).toEqual({ paths: ["docs/a.md", "docs/b.mdx"], warnings: [], skipped: [] });
  });

  it("refuses to read a file in the git directory, by its name or through a link, naming the path and not the content", async () => {
    const root = await tree({ ".git/config": "extraheader = secret", "sub/.Git/HEAD": "ref" });
    await symlink("../.git/config", path.join(root, "sub/golden.yaml"));
    const files = fsFileSource(root);
    for (const file of [".git/config", "sub/.Git/HEAD", "./.git/config"]) {
      const error = await userError(files.read(file));
      expect(error.file).toBe(file);
      expect(error.message).toContain("git directory");
    }
    const linked = await userError(files.read("sub/golden.yaml"));
    expect(linked.message).toContain("symbolic link into the repository's git directory (to .git/config)");
    expect(JSON.stringify(linked)).not.toContain("secret");
  });

  it("reads UTF-8 text as is", async () => {
    const root = await tree({ "a.md": "\uFEFF# T\r\nx\n" });
    expect(await fsFileSource(root).read("a.md")).toBe("\uFEFF# T\r\nx\n");
  });

  it("answers undefined for a file that does not exist, even below a file", async () => {
    const root = await tree({ "a.md": "x" });
    expect(await fsFileSource(root).read("missing.md")).toBeUndefined();
    expect(await fsFileSource(root).read("a.md/child.md")).toBeUndefined();
    expect(await fsFileSource(path.join(root, "no-such-root")).read("a.md")).toBeUndefined();
  });

  it("refuses binary and non-UTF-8 files like readDocumentFile", async () => {
    const root = await tree({ "logo.md": new Uint8Array([0x89, 0x00]), "old.md": new Uint8Array([0x0a, 0xe9]) });
    expect((await userError(fsFileSource(root).read("logo.md"))).message).toContain("binary");
    expect((await userError(fsFileSource(root).read("old.md"))).line).toBe(2);
  });

  it("never reads outside the root: `..`, absolute paths and links leaving it are UserErrors", async () => {
    const outside = await tree({ "secret.md": "secret" });
    const root = await tree({ "docs/a.md": "a" });
    await symlink(path.join(outside, "secret.md"), path.join(root, "docs", "leak.md"));
    await symlink(path.join(root, "docs", "a.md"), path.join(root, "alias.md"));
    const files = fsFileSource(root);
    expect(await files.read("alias.md")).toBe("a"); // A link that stays inside is read.
    const leak = await userError(files.read("docs/leak.md"));
    expect(leak.file).toBe("docs/leak.md");
    expect(leak.message).toContain("leads outside the repository");
    expect((await userError(files.read("../x.md"))).message).toContain("not inside");
    expect((await userError(files.read(path.join(outside, "secret.md")))).message).toContain("not inside");
  });

  it("loads each file with git's blob id of its bytes and the text decodeDocument gives, whatever the bytes", async () => {
    const files: Record<string, Uint8Array> = {
      "bom.md": Buffer.from("\uFEFF# T\r\nx\n", "utf8"),
      "replacement.md": Buffer.from("a \uFFFD literal replacement character, 東京 🚀\n", "utf8"),
      "empty.md": new Uint8Array(0),
      "nul.md": Buffer.from("a\u0000b", "utf8"),
      "utf16.md": new Uint8Array([0xff, 0xfe, 0x23, 0x00, 0x0a, 0x00]),
      "latin1.md": new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]),
    };
    const source = fsFileSource(await tree(files));
    for (const [name, bytes] of Object.entries(files)) {
      let decoded: string | Error;
      try {
        decoded = decodeDocument(bytes, name);
      } catch (error) {
        decoded = error as Error;
      }
      if (decoded instanceof Error) {
        await expect(source.load!(name)).rejects.toThrow(decoded.message);
        await expect(source.read(name)).rejects.toThrow(decoded.message);
        continue;
      }
      const loaded = await source.load!(name);
      expect(loaded?.id).toBe(blobId(bytes));
      expect(await loaded?.text()).toBe(decoded);
      expect(await source.read(name)).toBe(decoded);
    }
  });

  it("calls a directory a directory rather than missing", async () => {
    const root = await tree({ "docs/a.md": "a" });
    expect((await userError(fsFileSource(root).read("docs"))).message).toBe("is a directory, not a file");
  });
});
