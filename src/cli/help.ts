/** The text `chunkgate --help` prints. Every `docs/…` path it names exists (a test checks). */
export const HELP = `chunkgate: gate documentation changes on retrieval quality

Usage:
  chunkgate check   [--root DIR] [--registry FILE] [--source ID]... [--format text|md|json]
                    [--json FILE] [--ledger] [--trec-run FILE --trec-qrels FILE [--trec-split train|held-out]]
  chunkgate check   --base REF [--head REF] [--approved-by LOGIN] [--root DIR] [--registry FILE]
                    [--format text|md|json] [--json FILE]
  chunkgate chunks  --source ID [--root DIR] [--registry FILE] [--json] [--warnings [--limit N]]
  chunkgate explain QUESTION_ID [--root DIR] [--registry FILE]
  chunkgate sweep   --source ID [--sizes 60,120,240] [--overlaps 0,0.1,0.25] [--strategies structural,fixed]
                    [--retrievers bm25,embeddings,hybrid] [--format text|md] [--json FILE] [--shard I/N]
                    [--ledger] [--root DIR] [--registry FILE]
  chunkgate merge   FILE... [--format text|md] [--json FILE] [--ledger] [--root DIR] [--registry FILE]
  chunkgate record  --source ID [--from-sweep FILE | --strategy S --size N --overlap N] [--write]
                    [--root DIR] [--registry FILE]
  chunkgate relabel [--base REF] [--write] [--root DIR] [--registry FILE]
  chunkgate suggest [--source ID]... [--from FILE] [--base REF] [--write FILE] [--format yaml|md]
                    [--drafter offline|llm] [--root DIR] [--registry FILE]

  --root DIR        repository root; every path in the registry is relative to it (default .)
  --registry FILE   registry path relative to the root (default chunkgate.yml)
  --cache-dir DIR   where prepared documents and embeddings are kept between runs, relative to the
                    working directory (default $CHUNKGATE_CACHE_DIR, else ~/.cache/chunkgate)
  --no-cache        neither read nor write the cache (every document is prepared again)
  --source ID       check only this source (repeatable)
  --format FORMAT   what check prints: text (default), md (GitHub Markdown) or json (the report)
  --json FILE       also write the full report as JSON
  --trec-run FILE   write the run in TREC format (with --trec-qrels: the derived qrels)
  --ledger          check, sweep, merge: append this run's looks at held-out scores (a sweep's: the
                    chosen cell's) to chunkgate.ledger.jsonl (always done for sources under
                    held_out.protect: thresholdout; see docs/held-out.md)
  --warnings        (chunks) the chunk quality warnings: counts per kind and the worst chunks with
                    file:line, at most --limit N (default 20); see docs/corpus-and-chunking.md

The pull-request check (see docs/cli.md):
  --base REF        check what a pull request from the working tree into REF would: the sources the
                    change touches, paired per question with the merge base, as the action does;
                    --format md prints the very comment the action would post
  --head REF        check the commit REF instead of the working tree
  --approved-by LOGIN  play the registry's approval label as applied by LOGIN, so baseline changes
                    that need approval pass as they would on the pull request (docs/baselines.md)

Sweep, merge and record (see docs/sweeps-and-record.md):
  --sizes, --overlaps, --strategies   the grid (default: the registry's sweep: block, else sizes
                    ×0.5, ×1, ×2, ×4 of the current one and overlaps 0, 0.1, 0.25); an overlap
                    below 1 is a ratio of the size, from 1 up a count in the source's unit
  --retrievers LIST sweep the same cells once per retriever (e.g. bm25,embeddings,hybrid) and compare
                    them; embeddings and hybrid take the registry's retriever settings
  --shard I/N       measure only cell j where j mod N = I-1 (grid order), and write that JSON
  --from-sweep FILE record the cell a sweep (or merge) chose
  --write           record: write chunkgate.yml; relabel: write the golden set (without it, print
                    the diff it would make)

relabel applies the fixes of stale golden-set labels (see docs/golden-set.md); with --base REF it
follows each renamed or moved section's text from REF to where it is now, whatever its new name.
suggest drafts golden-set entries for the sections no question keys (see docs/golden-set.md):
  --write FILE      append the new drafts to FILE (relative to the root) instead of printing them;
                    check counts those waiting in the golden set's drafts file (evals/retrieval.drafts.yaml
                    beside evals/retrieval.yaml)
  --from FILE       instead, key each question people asked (one per line, or a CSV's question
                    column) to the section ranked first for it, for a person to confirm
  --base REF        only the sections the change from REF to the working tree adds or changes
  --drafter NAME    offline (the default: no network, no key) or llm: the chat API of the registry's
                    authoring: block, its key from the variable it names, its answers cached

Exit codes (see docs/metrics-and-gate.md): 0 pass, warn or no-baseline; 1 fail, or skipped (a
source's embeddings key is not set here and the cache does not cover it); 2 error: stale golden-set
labels, a source no train question lands in, a usage, configuration or input error, or an
embeddings API that gave up. The printed verdict is always the one the exit code stands for.
`;
