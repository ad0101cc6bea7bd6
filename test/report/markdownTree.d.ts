/** A node of the parsed tree, loosely typed: tests only walk it. */
export interface MdNode {
    type: string;
    value?: string;
    children?: MdNode[];
}
/** Parses Markdown the way GitHub does as far as structure goes: CommonMark plus GFM (tables, autolinks, footnotes, strikethrough, task lists). */
export declare function parseGfm(markdown: string): MdNode;
/** Every node below `node`, depth first. */
export declare function descendants(node: MdNode): MdNode[];
/** The concatenated text of a node's text and inline code descendants. */
export declare function textOf(node: MdNode): string;
/**
 * What every rendered report must satisfy, whatever went into it: the only HTML is the report's own
 * (markers, details, summary, sub), `<details>` tags balance without nesting, and no link, image,
 * footnote, strikethrough, mention or issue reference was produced from document text. Raw `<` may
 * appear inside code spans (GitHub shows code literally), so tags are counted on the parsed HTML
 * nodes, and every line that starts with `<` must be one of the report's own.
 */
export declare function expectSafeReport(markdown: string): MdNode;
