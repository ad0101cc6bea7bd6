import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { writeFailure } from "../errors.js";

/** Writes `value` as pretty-printed JSON, creating its folder. An unwritable path is a UserError naming it and `setting`, the input it came from. */
export async function writeJsonFile(path: string, value: unknown, setting: string): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
  } catch (error) {
    throw writeFailure(path, error, setting);
  }
}
