// Writes, beside each bundle given, the record of its code fingerprint (src/store/codeFingerprint.ts),
// so that a run reads the fingerprint instead of hashing ~9 MB of its own code. Run by
// scripts/package.mjs through tsx, last, once every module file of the bundle is written.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { FINGERPRINT_RECORD, fingerprintRecord } from "../src/store/codeFingerprint.js";

for (const out of process.argv.slice(2)) writeFileSync(path.join(out, FINGERPRINT_RECORD), fingerprintRecord(out));
