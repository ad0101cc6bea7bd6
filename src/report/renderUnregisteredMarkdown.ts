import type { UnregisteredShape } from "../usecases/index.js";
import { escapeCode } from "./escape.js";

/** How many paths one shape lists before "and N more". */
const LISTED = 10;

/** Documents no source includes, as Markdown: each shape's glob and documents, every path a code span. Null when none. */
export function renderUnregisteredMarkdown(shapes: readonly UnregisteredShape[]): string | null {
  if (shapes.length === 0) return null;
  const items = shapes.map((shape) => {
    const listed = shape.paths.slice(0, LISTED).map(escapeCode).join(", ");
    const more = shape.paths.length > LISTED ? ` and ${shape.paths.length - LISTED} more` : "";
    return `- ${escapeCode(shape.glob)} would register ${listed}${more}`;
  });
  return `These documents match no source, so no change to them is gated. Add a source whose \`include\` is the glob shown (measure it with \`chunkgate sweep\` and \`chunkgate record\`), or add the glob to an existing source's \`include\`.\n\n${items.join("\n")}`;
}
