import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { globSync } from "tinyglobby";
import { openContentStore } from "../../../src/store/contentStore.js";
import { parseDocument } from "../../../src/corpus/parseDocument.js";
import { parseDocument as parseWithMicromark } from "../oracle/parseDocument.js";
import { corporaDir } from "../realCorpora.js";

type Parsed = ReturnType<typeof parseDocument>;

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, "../../..");
// micromark's reading of a file never changes while the oracle's code and packages do not, so it is
// remembered between test runs (the real corpora take micromark minutes; the block parser seconds).
const oracleStore = openContentStore({ dir: path.join(projectRoot, ".chunkgate", "oracle-cache"), maxBytes: 512 * 1024 ** 2 });
const oracleVersion = createHash("sha256")
  .update(readdirSync(path.join(here, "../oracle")).sort().map((f) => readFileSync(path.join(here, "../oracle", f), "utf8")).join("\0"))
  .update(readFileSync(path.join(projectRoot, "package-lock.json")))
  .digest("hex");

function oracleOf(filePath: string, content: string, remember: boolean): Parsed {
  if (!remember) return parseWithMicromark({ path: filePath, content });
  const key = `${oracleVersion}\0${filePath}\0${content}`;
  const cached = oracleStore.get("oracle", key);
  if (cached) return JSON.parse(Buffer.from(cached).toString("utf8")) as Parsed;
  const parsed = parseWithMicromark({ path: filePath, content });
  oracleStore.put("oracle", key, Buffer.from(JSON.stringify(parsed)));
  return parsed;
}

/**
 * Where the block parser and the micromark pipeline (the oracle, kept under test/) disagree on one
 * file, or null when they produce the same title, sections, blocks and number of warnings. The
 * description names the first section that differs, so a failure reads without a debugger.
 */
export function disagreement(filePath: string, content: string, options: { rememberOracle?: boolean } = {}): string | null {
  const mine = parseDocument({ path: filePath, content });
  const oracle = oracleOf(filePath, content, options.rememberOracle ?? false);
  if (JSON.stringify(mine.document) === JSON.stringify(oracle.document) && mine.warnings.length === oracle.warnings.length) return null;
  if (mine.document.title !== oracle.document.title) return `${filePath}: title ${JSON.stringify(mine.document.title)}, micromark ${JSON.stringify(oracle.document.title)}`;
  if (mine.warnings.length !== oracle.warnings.length) return `${filePath}: warnings ${JSON.stringify(mine.warnings)}, micromark ${JSON.stringify(oracle.warnings)}`;
  const count = Math.max(mine.document.sections.length, oracle.document.sections.length);
  for (let i = 0; i < count; i++) {
    const a = JSON.stringify(mine.document.sections[i]);
    const b = JSON.stringify(oracle.document.sections[i]);
    if (a !== b) return `${filePath}: section ${i}\n  block parser: ${a?.slice(0, 400)}\n  micromark:    ${b?.slice(0, 400)}`;
  }
  return `${filePath}: line count ${mine.document.lineCount}, micromark ${oracle.document.lineCount}`;
}

/** Every file of one shared corpus that the two parsers read differently (empty when they agree everywhere). */
export function corpusDisagreements(corpus: string, pattern: string): { files: number; differing: string[] } {
  const root = path.join(corporaDir, corpus);
  const files = globSync(pattern, { cwd: root, ignore: ["SOURCE.md"] }).sort();
  const differing: string[] = [];
  for (const file of files) {
    const found = disagreement(file, readFileSync(path.join(root, file), "utf8"), { rememberOracle: true });
    if (found) differing.push(found);
  }
  return { files: files.length, differing };
}
