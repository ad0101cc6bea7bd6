import { describe, expect, it } from "vitest";
import { parseGoldenSet } from "../../src/config/parseGoldenSet.js";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import { type BaselineChange, compareRegistries, type RegistrySide } from "../../src/gate/baselineChanges.js";
import { baselineDigest } from "../../src/gate/baselineDigest.js";
import { ledgerPath } from "../../src/gate/ledger.js";
import { gitFileSource } from "../../src/git/gitFileSource.js";
import { makePullRequestRepo } from "../helpers/pullRequestRepo.js";

const LEDGER = ledgerPath("chunkgate.yml");
const LOOK = (date: string) => `{"date":"${date}","commit":"c0ffee","source":"product_docs","by":"check","metric":"held_out_recall","shown":"exact","value":0.7,"held_out":"sha256:x","measured_on":"2026-11-29"}\n`;

/** The registry text with the digest `chunkgate record` would write for its one source, after its last baseline line. */
function withDigest(text: string): string {
  const source = parseRegistry(text, "chunkgate.yml").sources[0]!;
  const digest = baselineDigest({ sourceId: source.id, chunking: source.chunking, baseline: source.baseline! });
  return text.replace(/( {6}corpus: .*\n)/, `$1      digest: ${digest}\n`);
}

/** The registry, golden set and ledger of one commit, read from git's objects as the action reads the base. */
async function sideAt(dir: string, commit: string): Promise<RegistrySide & { ledger: string | null }> {
  const files = gitFileSource({ cwd: dir, commit });
  const text = (await files.read("chunkgate.yml"))!;
  const registry = parseRegistry(text, "chunkgate.yml");
  const golden = parseGoldenSet((await files.read(registry.questions))!, registry.questions);
  return { registry, golden, text, ledger: (await files.read(LEDGER)) ?? null };
}

describe("comparing base and head commits of a real pull request (fixtures/lumen)", () => {
  it("names each tamper at its line, and only it, push by push", async () => {
    const pushes = {
      "a lowered recall": { "chunkgate.yml": (t: string) => t.replace("recall: 1.0 ", "recall: 0.9231") },
      "a removed question": { "evals/retrieval.yaml": (t: string) => t.replace(/- question_id: lum-034\n[\s\S]*?(?=- question_id:)/, "") },
      "chunking changed without a new measurement": { "chunkgate.yml": (t: string) => t.replace("size: 120", "size: 480") },
      "a raised k": { "chunkgate.yml": (t: string) => t.replace(/^k: 3 /m, "k: 5 ") },
      "two looks at the held-out split": { [LEDGER]: LOOK("2026-12-01") + LOOK("2026-12-02") },
      "a look erased from the ledger": { [LEDGER]: LOOK("2026-12-02") },
      "a baseline recorded with its digest": { "chunkgate.yml": withDigest },
      "its held-out recall raised by hand": { "chunkgate.yml": (t: string) => t.replace("held_out_recall: 0.7 ", "held_out_recall: 0.8 ") },
    };
    const repo = await makePullRequestRepo({ fixtures: { "": "lumen" }, pushes: Object.values(pushes) });
    const commits = [repo.baseSha, ...repo.heads];
    const found: Array<[string, Array<[BaselineChange["kind"], string, number, boolean]>]> = [];
    for (const [i, name] of Object.keys(pushes).entries()) {
      const base = await sideAt(repo.dir, commits[i]!);
      const head = await sideAt(repo.dir, commits[i + 1]!);
      const changes = compareRegistries({ base, head, ledger: { file: LEDGER, base: base.ledger, head: head.ledger } });
      found.push([name, changes.map((c) => [c.kind, c.key, c.at.line, c.needsApproval])]);
    }
    expect(found).toEqual([
      ["a lowered recall", [["recall-lowered", "sources[product_docs].baseline.recall", 20, true]]],
      ["a removed question", [["question-removed", "questions[lum-034]", 226, true]]],
      ["chunking changed without a new measurement", [["chunking-changed", "sources[product_docs].chunking", 14, false]]],
      ["a raised k", [["setting-loosened", "k", 5, true]]],
      ["two looks at the held-out split", []],
      ["a look erased from the ledger", [["ledger-rewritten", LEDGER, 1, true]]],
      ["a baseline recorded with its digest", []],
      ["its held-out recall raised by hand", [["digest-mismatch", "sources[product_docs].baseline.digest", 24, true]]],
    ]);
  });
});
