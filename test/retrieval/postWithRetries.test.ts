import { describe, expect, it } from "vitest";
import { retryDelay } from "../../src/retrieval/postWithRetries.js";
import { createRetrieverRuntime } from "../../src/retrieval/retrieverRuntime.js";

const transport = (random = 0) => createRetrieverRuntime({ transport: { random: () => random } }).transport;
const headers = (entries: Record<string, string>) => new Headers(entries);
const NOW = Date.parse("2026-12-01T12:00:00Z");

describe("how long to wait before a retry", () => {
  it("doubles from 0.5 s up to 30 s, less up to a quarter of jitter", () => {
    expect([0, 1, 2, 3, 6, 10].map((retry) => retryDelay(retry, null, transport(0), NOW))).toEqual([500, 1000, 2000, 4000, 30_000, 30_000]);
    expect(retryDelay(1, null, transport(0.999), NOW)).toBeCloseTo(750.25, 6);
    expect(retryDelay(1, null, transport(0.5), NOW)).toBe(875);
  });

  it("takes retry-after-ms first, then Retry-After in seconds or as an HTTP date", () => {
    expect(retryDelay(3, headers({ "retry-after-ms": "250", "retry-after": "9" }), transport(), NOW)).toBe(250);
    expect(retryDelay(3, headers({ "retry-after": "2" }), transport(), NOW)).toBe(2000);
    expect(retryDelay(3, headers({ "retry-after": "1.5" }), transport(), NOW)).toBe(1500);
    expect(retryDelay(0, headers({ "retry-after": "Tue, 01 Dec 2026 12:00:07 GMT" }), transport(), NOW)).toBe(7000);
    expect(retryDelay(0, headers({ "retry-after": "Tue, 01 Dec 2026 11:00:00 GMT" }), transport(), NOW)).toBe(0);
  });

  it("cuts a server's very long wait to retryAfterMaxMs, and ignores what it cannot read", () => {
    expect(retryDelay(0, headers({ "retry-after": "86400" }), transport(), NOW)).toBe(120_000);
    expect(retryDelay(0, headers({ "retry-after": "soon" }), transport(0), NOW)).toBe(500);
    expect(retryDelay(0, headers({ "retry-after-ms": "-5" }), transport(0), NOW)).toBe(500);
  });
});
