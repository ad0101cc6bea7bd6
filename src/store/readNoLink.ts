import { closeSync, constants, openSync, readFileSync } from "node:fs";

const FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

/**
 * The bytes of a store file, opened without following a symbolic link as its last component (a
 * link above it refuses the whole folder, see storeFolderProblem), so no read leaves the store.
 * Throws as readFileSync does (a link fails with ELOOP).
 */
export function readNoLink(file: string): Buffer {
  const fd = openSync(file, FLAGS);
  try {
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}
