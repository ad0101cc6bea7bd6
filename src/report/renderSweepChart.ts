import { escapeMarkdown } from "./escapeMarkdown.js";
import { CHART_COLOURS, sweepChart } from "./sweepChart.js";
import type { SweepReport } from "../usecases/index.js";

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
