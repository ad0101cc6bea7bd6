import { closeSync, constants, openSync, readFileSync } from "node:fs";

const FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

/** The bytes of a store file, opened without following a link as its last component (ELOOP): no read leaves the store. */
export function readNoLink(file: string): Buffer {
  const fd = openSync(file, FLAGS);
  try {
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}
