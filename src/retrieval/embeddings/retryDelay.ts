import type { TransportOptions } from "../retrieverRuntime.js";

/**
 * The ms to wait before retry `retry` (0-based): the server's `retry-after-ms` or `Retry-After`
 * (seconds or an HTTP date, against `now`) up to `retryAfterMaxMs`, as OpenAI documents; else
 * `backoffBaseMs · 2^retry` up to `backoffMaxMs`, less a random quarter so clients that failed
 * together do not retry together. `headers` is null when no response came.
 */
export function retryDelay(retry: number, headers: Headers | null, transport: TransportOptions, now: number): number {
  const told = serverDelay(headers, now);
  if (told !== null) return Math.min(told, transport.retryAfterMaxMs);
  const backoff = Math.min(transport.backoffBaseMs * 2 ** retry, transport.backoffMaxMs);
  return backoff * (1 - 0.25 * transport.random());
}

function serverDelay(headers: Headers | null, now: number): number | null {
  if (headers === null) return null;
  const ms = Number.parseFloat(headers.get("retry-after-ms") ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const after = headers.get("retry-after")?.trim();
  if (!after) return null;
  if (/^\d+(\.\d+)?$/.test(after)) return Number(after) * 1000;
  const date = Date.parse(after);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
