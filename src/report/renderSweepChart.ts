import { escapeMarkdown } from "./escape.js";
import { resolveOverlap, type SweepReport } from "../usecases/index.js";

/**
 * The sweep as Mermaid `xychart-beta` blocks, one per strategy, each with a caption naming the
 * colours, since Mermaid draws no legend. Strategy names are reduced to safe characters.
 */
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
  /** Drawn series, in grid order of overlaps, each with a value at every size. */
  lines: Array<{ overlapSpec: number; values: number[] }>;
  /** Overlaps not drawn because some size has no cell for them. */
  gaps: Array<{ overlapSpec: number; sizes: number[] }>;
}

/**
 * The chart data of a sweep: per strategy, train recall against size, a line per overlap. A
 * Mermaid line needs a value at every size, so an overlap that misses one goes to `gaps`.
 */
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
