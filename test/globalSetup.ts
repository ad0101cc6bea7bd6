import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Points the CLI's default cache (`CHUNKGATE_CACHE_DIR`) at a temporary folder for the whole test
 * run, inherited by every test process and every CLI child: tests that run `chunkgate check` in a
 * fixture folder must not leave a `.chunkgate/cache` behind in the source tree. Tests about the
 * default location unset it for their own runs. The folder is removed when the run ends.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), "chunkgate-test-cache-"));
  process.env.CHUNKGATE_CACHE_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
