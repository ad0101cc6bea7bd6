// The peer: the naive pipeline chunkgate should beat — LangChain's recursive Markdown splitter
// over the raw files, a MiniSearch index, every question searched, hits judged by line overlap with
// the supporting section. Run as its own process, like chunkgate's CLI, so both pay the same start.
//
//   node bench/processes/peer.mjs ROOT QUESTIONS.json chars|tokens CHUNK_SIZE CHUNK_OVERLAP
//
// QUESTIONS.json: [{ text, path, startLine, endLine }] (the supporting section of each question,
// resolved by the bench before the run). Prints {"chunks","questions","hits","recall"} as JSON.
import { readFileSync } from "node:fs";
import path from "node:path";
import { RecursiveCharacterTextSplitter } from "@langchain/textsplitters";
import MiniSearch from "minisearch";
import { globSync } from "tinyglobby";

const [root, questionsFile, unit, sizeText, overlapText] = process.argv.slice(2);
const chunkSize = Number(sizeText);
const chunkOverlap = Number(overlapText);
let lengthFunction;
if (unit === "tokens") {
  const { countTokens } = await import("gpt-tokenizer/encoding/o200k_base");
  const options = { disallowedSpecial: new Set() };
  lengthFunction = (text) => countTokens(text, options);
}
const splitter = RecursiveCharacterTextSplitter.fromLanguage("markdown", { chunkSize, chunkOverlap, ...(lengthFunction ? { lengthFunction } : {}) });

const files = globSync(["**/*.md", "**/*.mdx"], { cwd: root, ignore: ["SOURCE.md", "evals/**"], onlyFiles: true }).sort();
const chunks = [];
for (const file of files) {
  const text = readFileSync(path.join(root, file), "utf8");
  const pieces = await splitter.splitText(text);
  const starts = lineStarts(text);
  let from = 0;
  for (const piece of pieces) {
    let at = text.indexOf(piece, from);
    if (at === -1) at = Math.max(0, text.indexOf(piece));
    chunks.push({ id: chunks.length, path: file, startLine: lineOf(starts, at), endLine: lineOf(starts, at + Math.max(0, piece.length - 1)), text: piece });
    from = at + 1;
  }
}

const index = new MiniSearch({ fields: ["text"], storeFields: [] });
index.addAll(chunks);
const questions = JSON.parse(readFileSync(questionsFile, "utf8"));
let hits = 0;
for (const question of questions) {
  const top = index.search(question.text).slice(0, 3);
  const hit = top.some((result) => {
    const chunk = chunks[result.id];
    return chunk.path === question.path && chunk.startLine <= question.endLine && chunk.endLine >= question.startLine;
  });
  if (hit) hits++;
}
console.log(JSON.stringify({ chunks: chunks.length, questions: questions.length, hits, recall: questions.length === 0 ? 0 : hits / questions.length }));

function lineStarts(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

function lineOf(starts, offset) {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}
