import { parsePatchRanges, type ChangedFile } from "../changes/index.js";

/** The fields of one entry of `GET /repos/{owner}/{repo}/pulls/{pull_number}/files` that matter here. */
export interface RestPullRequestFile {
  filename: string;
  status: string;
  previous_filename?: string;
  /** The file's unified-diff hunks; absent for binary files and very large diffs. */
  patch?: string;
}

/** One file of the REST API's pull request files as a ChangedFile; no `patch`, no ranges ("lines unknown"). */
export function restFileToChange(file: RestPullRequestFile): ChangedFile {
  const status = STATUS[file.status] ?? "modified";
  const ranges = file.patch ? parsePatchRanges(file.patch) : { headRanges: [], baseRanges: [] };
  return {
    path: file.filename,
    status,
    ...(status === "renamed" && file.previous_filename ? { previousPath: file.previous_filename } : {}),
    headRanges: status === "removed" ? [] : ranges.headRanges,
    baseRanges: status === "added" ? [] : ranges.baseRanges,
  };
}

const STATUS: Record<string, ChangedFile["status"]> = {
  added: "added",
  removed: "removed",
  modified: "modified",
  renamed: "renamed",
  copied: "added",
  changed: "modified",
  unchanged: "modified",
};
