import { formatCount, plural } from "../formatCount.js";
import { comparisonTable, type RowMark, sweepNotes, sweepTable } from "./sweepParts.js";
import { resolveOverlap, type RetrieverComparison, type SweepReport } from "../usecases/index.js";
import { alignColumns } from "./format.js";
import { escapeCode, escapeMarkdown, escapeProse } from "./escape.js";

const SYMBOL: Record<RowMark, string> = { chosen: "*", current: "c", "in band": "~" };

/** A sweep as plain text for a terminal: the same table and notes as the Markdown, marks explained in a legend. */
export function renderSweepText(report: SweepReport): string {
  const { settings, corpus, questions } = report;
  const table = sweepTable(report);
  const notes = sweepNotes(report);
  const out = [
    `chunkgate sweep: ${report.source} · ${report.registry} · ${report.goldenSet} · ${settings.retriever} · k=${settings.k} · ${settings.unit}${settings.contextHeader ? ", context header" : ""}`,
    `corpus: ${plural(corpus.documents, "document")}, ${plural(corpus.sections, "section")}, ${corpus.tokens} tokens · train split only: ${plural(questions.train, "question")}, ${plural(questions.spans, "gold span")}`,
    "",
  ];
  const rows = [["", ...table.header], ...table.rows.map((r) => [r.marks.map((m) => SYMBOL[m]).join(""), ...r.values])];
  out.push(...alignColumns(rows, 2));
  out.push(report.choice ? `(* chosen, c current, ~ inside the choice band: at most ${plural(report.choice.band.allowedLoss, "train hit")} fewer than the best)` : "(c current)", "");
  if (notes.choice) out.push(notes.choice);
  if (notes.heldOut) out.push(notes.heldOut);
  if (notes.look) out.push(`held-out: ${notes.look}`);
  if (notes.warning) out.push(`warning: ${notes.warning}`);
  for (const note of notes.notes) out.push(`note: ${note}`);
  return out.join("\n") + "\n";
}

/** A sweep as escaped Markdown: what was measured, the marked table, why that cell, held-out, notes and the chart. */
export function renderSweepMarkdown(report: SweepReport): string {
  const { settings, corpus, questions } = report;
  const table = sweepTable(report);
  const notes = sweepNotes(report);
  const measured = [
    `${escapeCode(report.registry)} · golden set ${escapeCode(report.goldenSet)}`,
    escapeMarkdown(settings.retriever),
    `k=${settings.k}`,
    `${settings.unit === "tokens" ? `tokens (${settings.tokenizer})` : "words"}, ${settings.contextHeader ? "context header" : "no header"}`,
    `${plural(corpus.documents, "document")}, ${plural(corpus.sections, "section")}, ${formatCount(corpus.tokens)} tokens`,
    `train split only: ${plural(questions.train, "question")}${questions.spans > 0 ? ` (${plural(questions.spans, "gold span")})` : ""}`,
  ];
  const rows = [
    `| | ${table.header.join(" | ")} |`,
    `| :-- | :-- | ${table.header.slice(1).map(() => "--:").join(" | ")} |`,
    ...table.rows.map((row) => {
      const [name, ...rest] = row.values;
      const chosen = row.marks.includes("chosen");
      const mark = row.marks.map((m) => (m === "chosen" ? "**chosen**" : m)).join(", ");
      return `| ${mark} | ${chosen ? `**${escapeMarkdown(name!)}**` : escapeMarkdown(name!)} | ${rest.join(" | ")} |`;
    }),
  ];
  const blocks = [`### Sweep: ${escapeMarkdown(report.source)}`, measured.join(" · "), rows.join("\n")];
  if (notes.choice) blocks.push(escapeProse(notes.choice));
  if (notes.heldOut) blocks.push(escapeProse(notes.heldOut));
  if (notes.look) blocks.push(escapeProse(notes.look));
  if (notes.warning) blocks.push(`> [!WARNING]\n> ${escapeProse(notes.warning)}`);
  if (notes.notes.length > 0) blocks.push(notes.notes.map((n) => `- ${escapeProse(n)}`).join("\n"));
  if (report.choice) blocks.push(renderSweepChart(report));
  return blocks.join("\n\n") + "\n";
}

/** The sweep as Mermaid `xychart-beta` blocks, one per strategy, captioned with its colours (Mermaid has no legend). */
export function renderSweepChart(report: SweepReport): string {
  const { k, unit } = report.settings;
  return sweepChart(report)
    .map((chart) => {
      const palette = chart.lines.map((_, i) => CHART_COLOURS[i % CHART_COLOURS.length]![0]).join(", ");
      const init = `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${palette}"}}}}%%`;
      const lines = [
        "```mermaid",
        ...(chart.lines.length > 0 ? [init] : []),
        "xychart-beta",
        `    title "${safe(chart.strategy)}: train recall@${k} by size"`,
        `    x-axis "size (${unit})" [${chart.sizes.map((s) => `"${s}"`).join(", ")}]`,
        `    y-axis "recall@${k}" 0 --> 1`,
        ...chart.lines.map((line) => `    line [${line.values.map((v) => v.toFixed(3)).join(", ")}]`),
        "```",
      ];
      const legend = chart.lines.map((line, i) => `overlap ${line.overlapSpec} ${CHART_COLOURS[i % CHART_COLOURS.length]![1]}`);
      const gaps = chart.gaps.map((g) => `overlap ${g.overlapSpec} not drawn (no cell at size ${g.sizes.join(", ")})`);
      const caption = `Lines for ${escapeMarkdown(chart.strategy)}: ${[...legend, ...gaps].join("; ")}.`;
      return `${lines.join("\n")}\n\n${caption}`;
    })
    .join("\n\n");
}

function safe(text: string): string {
  return text.replace(/[^A-Za-z0-9_.+-]/g, "_");
}

/** Line colours, in order (Tableau 10): set as the chart's palette and named in its legend. */
const CHART_COLOURS: ReadonlyArray<readonly [string, string]> = [
  ["#4e79a7", "blue"],
  ["#f28e2b", "orange"],
  ["#59a14f", "green"],
  ["#e15759", "red"],
  ["#b07aa1", "purple"],
  ["#9c755f", "brown"],
  ["#ff9da7", "pink"],
  ["#76b7b2", "teal"],
  ["#edc948", "yellow"],
  ["#bab0ac", "grey"],
];

/** One chart's data: a strategy's train recall at each size, one series per overlap of the grid. */
interface SweepChart {
  strategy: string;
  sizes: number[];
  lines: Array<{ overlapSpec: number; values: number[] }>;
  /** Overlaps not drawn because some size has no cell for them. */
  gaps: Array<{ overlapSpec: number; sizes: number[] }>;
}

/** Per strategy, train recall against size, a line per overlap; a Mermaid line needs every size, else it is a gap. */
function sweepChart(report: SweepReport): SweepChart[] {
  const cells = new Map(report.cells.map((c) => [`${c.strategy}\u0000${c.size}\u0000${c.overlap}`, c]));
  return report.grid.strategies.map((strategy) => {
    const chart: SweepChart = { strategy, sizes: report.grid.sizes, lines: [], gaps: [] };
    for (const overlapSpec of report.grid.overlaps) {
      const values: number[] = [];
      const missing: number[] = [];
      for (const size of report.grid.sizes) {
        const cell = cells.get(`${strategy}\u0000${size}\u0000${resolveOverlap(overlapSpec, size)}`);
        if (cell) values.push(cell.train.recall);
        else missing.push(size);
      }
      if (missing.length === 0) chart.lines.push({ overlapSpec, values });
      else chart.gaps.push({ overlapSpec, sizes: missing });
    }
    return chart;
  });
}

/** A retriever comparison for a terminal: each retriever's sweep, then the side-by-side table and choices. */
export function renderComparisonText(comparison: RetrieverComparison): string {
  const table = comparisonTable(comparison);
  const out = comparison.sweeps.map((sweep) => renderSweepText(sweep));
  const lines = [`Retrievers compared on ${comparison.source} (train split, same cells):`, ""];
  lines.push(...alignColumns([table.header, ...table.rows]));
  lines.push("");
  for (const choice of table.choices) {
    lines.push(`${choice.kind}: chose ${choice.cell ?? "nothing"} · train ${choice.train} · held-out ${choice.heldOut} · ${choice.identity}`);
  }
  out.push(lines.join("\n") + "\n");
  return out.join("\n");
}

/** A retriever comparison as escaped Markdown: the side-by-side table and choices, then each retriever's sweep. */
export function renderComparisonMarkdown(comparison: RetrieverComparison): string {
  const table = comparisonTable(comparison);
  const rows = [
    `| ${table.header.map(escapeMarkdown).join(" | ")} |`,
    `| :-- | ${table.header.slice(1).map(() => "--:").join(" | ")} |`,
    ...table.rows.map(([name, ...values]) => `| ${escapeMarkdown(name!)} | ${values.join(" | ")} |`),
  ];
  const choices = table.choices.map(
    (c) => `- **${escapeMarkdown(c.kind)}** chose ${c.cell === null ? "nothing" : escapeMarkdown(c.cell)}: train ${c.train}, held-out ${c.heldOut} (${escapeMarkdown(c.identity)})`,
  );
  const blocks = [`## Retrievers compared: ${escapeMarkdown(comparison.source)}`, "Train split, the same cells for every retriever.", rows.join("\n"), choices.join("\n")];
  return [blocks.join("\n\n"), ...comparison.sweeps.map((sweep) => renderSweepMarkdown(sweep).trimEnd())].join("\n\n") + "\n";
}
