import { describe, expect, it } from "vitest";
import { parseInputs } from "../../src/action/parseInputs.js";

const places = { workspace: "/home/runner/work/docs/docs", runnerTemp: "/home/runner/work/_temp" };
const parse = (inputs: Record<string, string>) => parseInputs((name) => inputs[name], places);

describe("parseInputs: cache-dir", () => {
  it("keeps the store in the runner's temp folder, outside the checkout, when unset or empty", () => {
    expect(parse({}).cacheDir).toBe("/home/runner/work/_temp/chunkgate-cache");
    expect(parse({ "cache-dir": "" }).cacheDir).toBe("/home/runner/work/_temp/chunkgate-cache");
  });

  it("resolves a relative folder against the workspace and keeps an absolute one", () => {
    expect(parse({ "cache-dir": ".cache/chunkgate" }).cacheDir).toBe("/home/runner/work/docs/docs/.cache/chunkgate");
    expect(parse({ "cache-dir": "/home/runner/.chunkgate" }).cacheDir).toBe("/home/runner/.chunkgate");
  });
});
