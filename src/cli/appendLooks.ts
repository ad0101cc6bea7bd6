import { plural } from "../formatCount.js";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { recordedLooks, type HeldOutLook } from "../usecases/index.js";
import type { CliIo } from "./io.js";

/**
 * Appends the looks the engine marked as recorded (a check's sources', a sweep's chosen cell's) to
 * the ledger in the working tree, append-only, and says so on stderr; does nothing when none is.
 */
export async function appendLooks(root: string, looks: ReadonlyArray<HeldOutLook | null>, io: CliIo): Promise<void> {
  const file = looks.find((l) => l?.recorded)?.ledger;
  if (file === undefined) return;
  const path = resolve(root, file);
  const existing = await readFile(path, "utf8").catch(() => null);
  const append = recordedLooks(looks, existing);
  if (append === null) return;
  await io.writeFile(path, (existing ?? "") + append.text);
  const n = append.count;
  io.stderr(`chunkgate: appended ${plural(n, "held-out look")} to ${file}; commit it with the change\n`);
}
