import { documentFromLeaves } from "./documentFromLeaves.js";
import { fallbackDocument } from "./fallbackDocument.js";
import { rememberDocumentText } from "./documentText.js";
import { lineOffsetsOf, type LineOffsets } from "./lineOffsets.js";
import { BlockParser, MAX_NESTING, NestingError } from "./markdown/blockParser.js";
import type { InlineContext } from "./markdown/inline/inlineCuts.js";
import { mdxSyntax } from "./markdown/mdx/mdxSyntax.js";
import { MdxError } from "./markdown/types.js";
import type { Document } from "./types.js";

/** A parsed document with the parser's warnings; `skipped` when it is left out of the corpus (nesting too deep). */
export type ParsedDocument = { document: Document; warnings: string[]; skipped?: true };

/** One Markdown or MDX file as a Document: pure and total (problems are warnings); invalid MDX is read as Markdown. */
export function parseDocument(input: { path: string; content: string }): ParsedDocument {
  const { path } = input;
  const text = withoutBom(input.content);
  const index = lineOffsetsOf(text);
  const warnings: string[] = [];
  try {
    return remembered({ document: parseIndexed(path, index, warnings), warnings }, text);
  } catch (error) {
    if (error instanceof NestingError) {
      const document: Document = { path, title: titleFromPath(path), sections: [], lineCount: index.count };
      const message = `${path}:${error.line}: skipped: block quotes or list items nest deeper than ${MAX_NESTING} levels — flatten the nesting or exclude the file`;
      return remembered({ document, warnings: [message], skipped: true }, text);
    }
    const reason = error instanceof Error ? (error.message.split("\n")[0] ?? error.message) : String(error);
    warnings.push(`${path}: could not be parsed as Markdown (${reason}); indexed as plain text — simplify the file or exclude it`);
    return remembered({ document: fallbackDocument(path, titleFromPath(path), index), warnings }, text);
  }
}

/** `content` less a leading byte-order mark: the text line numbers and offsets count in. */
export function withoutBom(content: string): string {
  return content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
}

/** Whether parseDocument reads `path` as MDX (`.mdx`, any case), which needs acorn loaded first (loadJsParser). */
export function isMdxPath(path: string): boolean {
  return /\.mdx$/i.test(path);
}

function remembered<T extends { document: Document }>(result: T, text: string): T {
  rememberDocumentText(result.document, text);
  return result;
}

function parseIndexed(path: string, index: LineOffsets, warnings: string[]): Document {
  if (isMdxPath(path)) {
    try {
      const local: string[] = [];
      const document = parsedDocument(path, index, mdxSyntax(index.text), false, local);
      warnings.push(...local);
      return document;
    } catch (error) {
      if (!(error instanceof MdxError)) throw error;
      const where = error.line === undefined ? "" : `:${error.line}${error.column === undefined ? "" : `:${error.column}`}`;
      warnings.push(
        `${path}${where}: not valid MDX (${error.message}); parsed as plain Markdown, so JSX and expressions in this file are indexed as text — fix the MDX syntax`,
      );
      return parsedDocument(path, index, null, true, warnings);
    }
  }
  return parsedDocument(path, index, null, false, warnings);
}

/** The document one parse gives, with MDX's syntax or (null) as Markdown. */
function parsedDocument(path: string, index: LineOffsets, mdx: ReturnType<typeof mdxSyntax> | null, esmHeuristic: boolean, warnings: string[]): Document {
  const parser = new BlockParser(index.text, index, mdx?.flow ?? null).parse();
  const inline: InlineContext = { definitions: parser.definitions, footnotes: parser.footnotes, mdx: mdx?.inline ?? null };
  return documentFromLeaves({ path, index, leaves: parser.leaves, inline, esmHeuristic, warnings, titleFromPath: titleFromPath(path), cuts: mdx?.cuts ?? [] });
}

/** The file name without its last extension ("docs/setup.md" → "setup"); the name itself if that is empty. */
function titleFromPath(path: string): string {
  const name = path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1);
  const dot = name.lastIndexOf(".");
  const stem = dot === -1 ? name : name.slice(0, dot);
  return stem !== "" ? stem : name !== "" ? name : path;
}
