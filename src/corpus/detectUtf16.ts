/** How much of a file the BOM-less UTF-16 test looks at: enough for a heading and a paragraph. */
const PROBE_BYTES = 8192;

/** Which UTF-16 a file is, or undefined; without a BOM only if nearly every other byte is NUL (Windows-saved ASCII). */
export function detectUtf16(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "little-endian, with a byte-order mark";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "big-endian, with a byte-order mark";
  const units = Math.floor(Math.min(bytes.length, PROBE_BYTES) / 2);
  if (units < 8) return undefined;
  let little = 0;
  let big = 0;
  for (let i = 0; i < units; i++) {
    const even = bytes[2 * i] ?? 0;
    const odd = bytes[2 * i + 1] ?? 0;
    if (odd === 0 && even !== 0) little++;
    else if (even === 0 && odd !== 0) big++;
  }
  if (little * 10 >= units * 9) return "little-endian, without a byte-order mark";
  if (big * 10 >= units * 9) return "big-endian, without a byte-order mark";
  return undefined;
}
