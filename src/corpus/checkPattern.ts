import path from "node:path";
import { UserError } from "../errors.js";

/** `pattern` unchanged when safe: patterns come from a pull request, so an empty, absolute or `..` one is a UserError. */
export function checkPattern(pattern: string, field: "include" | "exclude"): string {
  const body = pattern.startsWith("!") ? pattern.slice(1) : pattern;
  if (body.trim() === "") {
    throw new UserError(`empty ${field} pattern`, { hint: `remove it, or write a glob relative to the root such as "docs/**/*.md"` });
  }
  if (body.startsWith("/") || body.startsWith("\\") || /^[A-Za-z]:/.test(body) || path.isAbsolute(body)) {
    throw new UserError(`${field} pattern "${pattern}" is absolute`, {
      hint: `write it relative to the repository root, e.g. "${body.replace(/^([A-Za-z]:)?[\\/]+/, "")}"`,
    });
  }
  if (body.split(/[\\/]/).some((segment) => segment === "..")) {
    throw new UserError(`${field} pattern "${pattern}" contains a ".." segment, which could reach outside the root`, {
      hint: "remove the \"..\" segment; patterns can only select files under the root",
    });
  }
  return pattern;
}
