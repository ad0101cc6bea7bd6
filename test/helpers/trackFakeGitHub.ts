import { afterEach, expect } from "vitest";
import type { FakeGitHub } from "./fakeGitHub.js";

/**
 * Registers an `afterEach` that closes every fake GitHub server tracked during the test and fails
 * the test if any request the action made was not one GitHub's OpenAPI description knows, well
 * formed. Returns `track`, which records the server of a started run and passes the run through.
 */
export function trackFakeGitHub(): <T extends { github: FakeGitHub }>(value: Promise<T>) => Promise<T> {
  const servers: FakeGitHub[] = [];
  afterEach(async () => {
    const violations = servers.flatMap((s) => s.violations);
    await Promise.all(servers.splice(0).map((s) => s.close()));
    expect(violations).toEqual([]);
  });
  return async (value) => {
    const resolved = await value;
    servers.push(resolved.github);
    return resolved;
  };
}
