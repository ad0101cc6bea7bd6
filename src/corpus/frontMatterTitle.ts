import { parseYamlText } from "../parseYamlText.js";
import { flatFrontMatterTitle } from "./flatFrontMatterTitle.js";

/** The title front matter declares, and a warning when the front matter could not be read. */
export interface FrontMatterTitle {
  title: string | undefined;
  warning: string | undefined;
}

// TOML has no parser among our dependencies; a top-level `title = "..."` is all we need from it.
const TOML_TITLE = /^\s*title\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')\s*(?:#.*)?$/;

/** The `title` of a YAML or TOML front matter; broken front matter costs the title and gives a warning, never a throw. */
export function frontMatterTitle(matter: { format: "yaml" | "toml"; value: string; line: number }, path: string): FrontMatterTitle {
  const { value } = matter;
  const firstLine = matter.line + 1;
  if (matter.format === "toml") {
    for (const line of value.split(/\r\n|\r|\n/)) {
      if (/^\s*\[/.test(line)) break;
      const match = TOML_TITLE.exec(line);
      if (match) return { title: clean(match[1] !== undefined ? unescapeBasic(match[1]) : match[2]), warning: undefined };
    }
    return { title: undefined, warning: undefined };
  }
  const flat = flatFrontMatterTitle(value);
  if (flat) return { title: clean(flat.title), warning: undefined };
  try {
    const { doc } = parseYamlText(value, { logLevel: "silent", uniqueKeys: true });
    const error = doc.errors[0];
    if (error) {
      const line = firstLine + (error.linePos?.[0].line ?? 1) - 1;
      const reason = error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "") ?? error.code;
      return { title: undefined, warning: `${path}:${line}: front matter is not valid YAML (${reason}); its title is ignored — fix the YAML` };
    }
    const data: unknown = doc.toJS({ maxAliasCount: 100 });
    if (typeof data !== "object" || data === null || Array.isArray(data)) return { title: undefined, warning: undefined };
    const title: unknown = (data as Record<string, unknown>).title;
    return { title: typeof title === "string" || typeof title === "number" ? clean(String(title)) : undefined, warning: undefined };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { title: undefined, warning: `${path}:${firstLine}: front matter could not be read (${reason}); its title is ignored — fix the YAML` };
  }
}

function clean(title: string | undefined): string | undefined {
  const collapsed = (title ?? "").replace(/\s+/g, " ").trim();
  return collapsed === "" ? undefined : collapsed;
}

function unescapeBasic(text: string): string {
  try {
    return JSON.parse(`"${text}"`) as string;
  } catch {
    return text;
  }
}
