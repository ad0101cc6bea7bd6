import type { TransportOptions } from "../retrieverRuntime.js";

/**
 * How long to wait before retry number `retry` (0 for the first), in ms.
 *
 * The server's word comes first, as OpenAI documents it: `retry-after-ms` (milliseconds), else
 * `Retry-After` as seconds or as an HTTP date, each cut to `retryAfterMaxMs`. Otherwise
 * exponential backoff: `backoffBaseMs · 2^retry`, at most `backoffMaxMs`, less a random quarter
 * (jitter), so clients that failed together do not retry together.
 *
 * Guarantees: a finite number ≥ 0; never more than the larger of `backoffMaxMs` and `retryAfterMaxMs`.
 *
 * @param headers The failed response's headers, or null when there was no response (a timeout, a
 *   dropped connection).
 * @param now The current time in ms since the epoch, for an HTTP-date `Retry-After`.
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
