import { gitRepo, type GitRepo } from "./gitRepo.js";

/** An OpenTelemetry-like page: two environment variables with similar names, each with its own text. */
export const OTEL_PAGE = `# SDK environment variables

## OTEL_TRACES_SAMPLER

Sampler to be used for traces. Accepted values are always_on, always_off, traceidratio, parentbased_always_on, parentbased_always_off and parentbased_traceidratio. The default is parentbased_always_on.

## OTEL_TRACES_SAMPLER_ARG

String value to be used as the sampler argument. The specified sampler will only use it if it accepts an argument: for traceidratio, a probability between 0 and 1. Invalid or unrecognized input is logged as an error and ignored.

## OTEL_SERVICE_NAME

Sets the value of the service.name resource attribute. It takes precedence over a service.name given in OTEL_RESOURCE_ATTRIBUTES.
`;

export const OTEL_REGISTRY = `version: 1
questions: evals/retrieval.yaml
retriever: { kind: bm25 }
k: 3
split: { train: 0.7, seed: 42 }
noise: { method: binomial, confidence: 0.95 }
sources:
  - id: sdk_docs
    include: ["docs/**/*.md"]
    chunking: { strategy: structural, unit: words, size: 120, overlap: 20 }
`;

export const OTEL_GOLDEN = `- question_id: otel-001
  question: "What probability does the traceidratio sampler use?"
  supporting:
    - document: "SDK environment variables"
      heading: ["OTEL_TRACES_SAMPLER_ARG"]
- question_id: otel-002
  question: "Which samplers can be configured for traces?"
  supporting:
    - document: "SDK environment variables"
      heading: ["OTEL_TRACES_SAMPLER"]
`;

/** A repository holding the OpenTelemetry-like page, its registry and golden set, committed on main. */
export async function otelRepo(): Promise<{ repo: GitRepo; first: string }> {
  const repo = await gitRepo();
  const first = await repo.commit("docs", { "chunkgate.yml": OTEL_REGISTRY, "evals/retrieval.yaml": OTEL_GOLDEN, "docs/sdk/environment.md": OTEL_PAGE });
  return { repo, first };
}
