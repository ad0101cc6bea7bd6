import { UserError } from "../errors.js";
import type { Shard } from "../usecases/index.js";

/** Sweep and record flag values as lists and numbers; a bad value is a UserError quoting it with an example. */
export const parseGridFlag = {
  /** Comma-separated integers ≥ 1. */
  sizes: (text: string): number[] => list(text, "--sizes", "120,240,480").map((item) => size(item, "--sizes")),
  /** Comma-separated overlaps: below 1 a ratio of the size, from 1 up a whole count in the unit. */
  overlaps: (text: string): number[] => list(text, "--overlaps", "0,0.1,0.25").map((item) => overlap(item, "--overlaps")),
  /** Comma-separated strategy names (which exist is checked against the chunker registry later). */
  strategies: (text: string): string[] => list(text, "--strategies", "structural,fixed"),
  size: (text: string): number => size(text.trim(), "--size"),
  overlap: (text: string): number => overlap(text.trim(), "--overlap"),

  /** Comma-separated retriever names, each once (a sweep per retriever; which exist is checked later). */
  retrievers(text: string): string[] {
    const names = list(text, "--retrievers", "bm25,embeddings,hybrid");
    const repeated = names.find((name, i) => names.indexOf(name) !== i);
    if (repeated !== undefined) {
      throw new UserError(`--retrievers names "${repeated}" twice`, { hint: "list each retriever once, e.g. --retrievers bm25,embeddings" });
    }
    return names;
  },

  /** `I/N` with 1 ≤ I ≤ N: this run computes shard I of N. */
  shard(text: string): Shard {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (!match || !Number.isSafeInteger(index) || !Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) {
      throw new UserError(`--shard must be I/N with 1 ≤ I ≤ N, not "${text}"`, { hint: "e.g. --shard 2/3 computes the second of three shards" });
    }
    return { index, count };
  },
};

function list(text: string, flag: string, example: string): string[] {
  const items = text.split(",").map((item) => item.trim());
  if (items.some((item) => item === "")) throw new UserError(`${flag} has an empty value in "${text}"`, { hint: `write a comma-separated list, e.g. ${flag} ${example}` });
  return items;
}

function size(item: string, flag: string): number {
  const n = Number(item);
  if (!/^\d+$/.test(item) || !Number.isSafeInteger(n) || n < 1) {
    throw new UserError(`${flag} takes whole sizes of at least 1, not "${item}"`, { hint: `e.g. ${flag} ${flag === "--size" ? "240" : "120,240,480"} (in the source's unit)` });
  }
  return n;
}

function overlap(item: string, flag: string): number {
  const n = Number(item);
  const ok = /^(\d+(\.\d*)?|\.\d+)$/.test(item) && Number.isFinite(n) && (n < 1 || Number.isInteger(n));
  if (!ok) {
    throw new UserError(`${flag} takes a ratio of the size below 1 or a whole count from 1 up, not "${item}"`, {
      hint: `e.g. ${flag} ${flag === "--overlap" ? "0.1" : "0,0.1,0.25"} (0.1 is 10% of each size; 20 is 20 words or tokens)`,
    });
  }
  return n;
}
