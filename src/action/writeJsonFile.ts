import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

/** Writes `value` as pretty-printed JSON with a final newline, creating its folder: the report files the action leaves for later steps. */
export async function writeJsonFile(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}
