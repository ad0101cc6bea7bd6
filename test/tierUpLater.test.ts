import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { TIER_UP_FLAGS, tierUpLater } from "../src/tierUpLater.js";

describe("tierUpLater", () => {
  it("sets the flag the running V8 has: the interrupt budget on V8 11, the TurboFan invocation count from V8 12", () => {
    const set: string[] = [];
    expect(tierUpLater([], "", "11.3.244.8-node.33", (f) => set.push(f))).toBe(true);
    expect(tierUpLater([], "", "12.4.254.21-node.57", (f) => set.push(f))).toBe(true);
    expect(tierUpLater([], "", "13.6.233.17-node.63", (f) => set.push(f))).toBe(true);
    expect(set).toEqual(["--interrupt-budget=800000", "--invocation-count-for-turbofan=30000", "--invocation-count-for-turbofan=30000"]);
  });

  it("guesses no flag for a V8 it does not know (V8 prints an error for a flag it lacks)", () => {
    const set: string[] = [];
    expect(tierUpLater([], "", "10.2.154.26-node.26", (f) => set.push(f))).toBe(false);
    expect(tierUpLater([], "", "15.0.1", (f) => set.push(f))).toBe(false);
    expect(set).toEqual([]);
  });

  it("keeps a value the process was started with, in its arguments or NODE_OPTIONS, spelled with - or _", () => {
    const set: string[] = [];
    expect(tierUpLater(["--interrupt-budget=1000"], "", "11.3.244.8", (f) => set.push(f))).toBe(false);
    expect(tierUpLater(["--interrupt_budget=1000"], "", "11.3.244.8", (f) => set.push(f))).toBe(false);
    expect(tierUpLater([], "--max-old-space-size=4096 --invocation-count-for-turbofan=10", "13.6.233.17", (f) => set.push(f))).toBe(false);
    expect(set).toEqual([]);
    // a longer flag that only starts with the name is not the same flag
    expect(tierUpLater(["--interrupt-budget-for-feedback-allocation=10"], "", "11.3.244.8", (f) => set.push(f))).toBe(true);
    expect(set).toEqual(["--interrupt-budget=800000"]);
  });

  it("sets a flag this very V8 accepts, without a word on stderr", () => {
    const chosen = TIER_UP_FLAGS[process.versions.v8.split(".")[0]!];
    if (chosen === undefined) return; // no flag for this V8: nothing is set (tested above)
    const child = spawnSync(process.execPath, ["-e", `require("v8").setFlagsFromString("--${chosen.flag}=${chosen.value}"); console.log("set")`], { encoding: "utf8" });
    expect([child.status, child.stdout.trim(), child.stderr]).toEqual([0, "set", ""]);
  });
});
