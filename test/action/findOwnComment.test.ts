import { describe, expect, it } from "vitest";
import { findOwnComment } from "../../src/action/findOwnComment.js";

const MARKER = "<!-- chunkgate:registry=chunkgate.yml -->";
const comment = (id: number, login: string, body: string, type = login.endsWith("[bot]") ? "Bot" : "User") => ({ id, body, user: { login, type } });

describe("findOwnComment", () => {
  const comments = [
    comment(1, "reviewer", `Quoting the bot: ${MARKER}`),
    comment(2, "github-actions[bot]", "<!-- chunkgate:registry=fixtures/lumen/chunkgate.yml -->"),
    comment(3, "docs-app[bot]", `${MARKER}\nreport`),
    comment(4, "github-actions[bot]", `${MARKER}\nreport`),
    comment(5, "github-actions[bot]", `${MARKER}\nlater duplicate`),
  ];

  it("finds the oldest comment with the marker by the token's own login", () => {
    expect(findOwnComment(comments, { marker: MARKER, author: { login: "github-actions[bot]", assumed: true } })?.id).toBe(4);
    expect(findOwnComment(comments, { marker: MARKER, author: { login: "docs-app[bot]", assumed: false } })?.id).toBe(3);
  });

  it("never takes a person's comment that quotes the marker, nor another registry's", () => {
    expect(findOwnComment(comments.slice(0, 2), { marker: MARKER, author: { login: "reviewer-bot", assumed: false } })).toBeUndefined();
    expect(findOwnComment(comments.slice(0, 2), { marker: MARKER, author: { login: "github-actions[bot]", assumed: true } })).toBeUndefined();
  });

  it("takes only a comment whose first line is the marker, never one that shows it further down", () => {
    const sweep = comment(6, "github-actions[bot]", `<!-- chunkgate:sweep registry=chunkgate.yml -->\n<!-- chunkgate:head=abc -->\n\nDid you mean \`${MARKER}\`?`);
    const gate = comment(7, "github-actions[bot]", `${MARKER}\n<!-- chunkgate:head=abc -->\n\nverdict`);
    const author = { login: "github-actions[bot]", assumed: true };
    expect(findOwnComment([sweep], { marker: MARKER, author })).toBeUndefined();
    expect(findOwnComment([sweep, gate], { marker: MARKER, author })?.id).toBe(7);
    expect(findOwnComment([comment(8, "github-actions[bot]", `note\n${MARKER}`)], { marker: MARKER, author })).toBeUndefined();
  });

  it("falls back to a bot's marked comment only when the login was assumed (a GitHub App token)", () => {
    const app = comments.slice(0, 3);
    expect(findOwnComment(app, { marker: MARKER, author: { login: "github-actions[bot]", assumed: true } })?.id).toBe(3);
    expect(findOwnComment(app, { marker: MARKER, author: { login: "docs-bot", assumed: false } })).toBeUndefined();
  });
});
