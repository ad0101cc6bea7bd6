/** Every renderer, pure; text from the repository is escaped for where it goes (Markdown, log line, terminal). */

// a check
export { renderCheckMarkdown, renderLabelProblemsText, renderText } from "./renderCheck.js";
export { renderVerdictLine, renderVerdictText } from "./renderVerdictLine.js";
export { renderTrecQrels, renderTrecRun } from "./renderTrec.js";

// a pull request
export { renderComment, renderPullRequestMarkdown, renderSummary, SUMMARY_MAX_LENGTH } from "./renderPullRequestMarkdown.js";
export { renderPullRequestText } from "./renderPullRequestText.js";
export { renderErrorSummary, renderFailure } from "./renderCommands.js";
export { selectAnnotations, type Annotation } from "./selectAnnotations.js";
export { commentMarker, headMarker, keyedBy, parseHeadMarker, sweepCommentMarker } from "./commentMarkers.js";

// sweeps
export { renderComparisonMarkdown, renderComparisonText, renderSweepMarkdown, renderSweepText } from "./renderSweep.js";
export { renderSweepComment } from "./renderSweepComment.js";

// pieces the shells print
export { formatEmbeddingStats } from "./format.js";
export { describeRelabel } from "./describe.js";

// escaping
export { escapeWorkflowCommand, jsonText, showInvisible, stripTerminalControls } from "./escape.js";

// the other commands
export { renderChunksJson, renderChunksText, renderChunkWarnings, renderExplain, renderRecord, renderRelabel } from "./renderCommands.js";
export { renderSuggestFromMarkdown, renderSuggestFromYaml, renderSuggestMarkdown, renderSuggestYaml } from "./renderSuggest.js";
