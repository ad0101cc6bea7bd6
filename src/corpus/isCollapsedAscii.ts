/** True for printable ASCII whose spaces are single and inside: what collapsing whitespace and trimming leave as is. */
export function isCollapsedAscii(text: string): boolean {
  const last = text.length - 1;
  for (let i = 0; i <= last; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      if (i === 0 || i === last || text.charCodeAt(i - 1) === 32) return false;
    } else if (c < 33 || c > 126) return false;
  }
  return true;
}
