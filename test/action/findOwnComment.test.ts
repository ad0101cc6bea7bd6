import { describe, expect, it } from "vitest";
import { ownCommentAmong } from "../../src/action/writeComment.js";

const MARKER = "<!-- chunkgate:registry=chunkgate.yml -->";
const comment = (id: number, login: string, body: string, type = login.endsWith("[bot]") ? "Bot" : "User") => ({ id, body, user: { login, type } });

describe("ownCommentAmong", () => {
  const comments = [
    comment(1, "reviewer", `Quoting the bot: ${MARKER}`),
    comment(2, "github-actions[bot]", "<!-- chunkgate:registry=fixtures/lumen/chunkgate.yml -->"),
    comment(3, "docs-app[bot]", `${MARKER}\nreport`),
    comment(4, "github-actions[bot]", `${MARKER}\nreport`),
    comment(5, "github-actions[bot]", `${MARKER}\nlater duplicate`),
  ];

  it("finds the oldest comment with the marker by the token's own login", () => {
    expect(ownCommentAmong(comments, { marker: MARKER, author: { login: "github-actions[bot]", assumed: true } })?.id).toBe(4);
    expect(ownCommentAmong(comments, { marker: MARKER, author: { login: "docs-app[bot]", assumed: false } })?.id).toBe(3);
  });

  it("never takes a person's comment that quotes the marker, nor another registry's", () => {
    expect(ownCommentAmong(comments.slice(0, 2), { marker: MARKER, author: { login: "reviewer-bot", assumed: false } })).toBeUndefined();
    expect(ownCommentAmong(comments.slice(0, 2), { marker: MARKER, author: { login: "github-actions[bot]", assumed: true } })).toBeUndefined();
  });

  it("takes only a comment whose first line is the marker, never one that shows it further down", () => {
    const sweep = comment(6, "github-actions[bot]", `<!-- chunkgate:sweep registry=chunkgate.yml -->\n<!-- chunkgate:head=abc -->\n\nDid you mean \`${MARKER}\`?`);
    const gate = comment(7, "github-actions[bot]", `${MARKER}\n<!-- chunkgate:head=abc -->\n\nverdict`);
    const author = { login: "github-actions[bot]", assumed: true };
    expect(ownCommentAmong([sweep], { marker: MARKER, author })).toBeUndefined();
    expect(ownCommentAmong([sweep, gate], { marker: MARKER, author })?.id).toBe(7);
    expect(ownCommentAmong([comment(8, "github-actions[bot]", `note\n${MARKER}`)], { marker: MARKER, author })).toBeUndefined();
  });

  it("falls back to a bot's marked comment only when the login was assumed (a GitHub App token)", () => {
    const app = comments.slice(0, 3);
    expect(ownCommentAmong(app, { marker: MARKER, author: { login: "github-actions[bot]", assumed: true } })?.id).toBe(3);
    expect(ownCommentAmong(app, { marker: MARKER, author: { login: "docs-bot", assumed: false } })).toBeUndefined();
  });
});
