import type { RetrieverConfig } from "../config/index.js";
import { UserError } from "../errors.js";
import { bm25Factory } from "./bm25Retriever.js";
import { embeddingsFactory } from "./embeddings/embeddingsRetriever.js";
import { hybridFactory } from "./hybridRetriever.js";
import { createRetrieverRuntime, type RetrieverRuntime } from "./retrieverRuntime.js";
import type { Retriever, RetrieverBuildInput, RetrieverFactory } from "./types.js";

// Keyed by `retriever.kind`; module state on purpose: retrievers register once, at import time.
const factories = new Map<string, RetrieverFactory>([
  ["bm25", bm25Factory],
  ["embeddings", embeddingsFactory],
  ["hybrid", hybridFactory],
]);

/** Adds `retriever.kind: <name>`; an Error for a name taken, so no module can change what `bm25` baselines mean. */
export function registerRetriever(name: string, factory: RetrieverFactory): void {
  if (name.length === 0 || /[\s,]/.test(name)) throw new Error(`invalid retriever name ${JSON.stringify(name)}`);
  if (factories.has(name)) throw new Error(`retriever "${name}" is already registered`);
  factories.set(name, factory);
}

/** The factory registered as `name` (`retriever.kind`); a UserError listing the known kinds. */
export function getRetriever(name: string): RetrieverFactory {
  const factory = factories.get(name);
  if (factory === undefined) {
    const known = retrieverNames().join(", ");
    throw new UserError(`unknown retriever kind "${name}" (known: ${known})`, {
      hint: `set \`retriever.kind\` to one of: ${known}`,
    });
  }
  return factory;
}

/** Every registered retriever name, sorted, so messages and listings do not depend on import order. */
export function retrieverNames(): string[] {
  return [...factories.keys()].sort();
}

/** Builds the `config.kind` retriever (RetrieverFactory.build); offline without a runtime; UserError if unknown. */
export function buildRetriever(input: Omit<RetrieverBuildInput, "runtime"> & { runtime?: RetrieverRuntime }): Promise<Retriever> {
  const factory = getRetriever(input.config.kind);
  if (input.runtime !== undefined) return factory.build(input as RetrieverBuildInput);
  // `input` with a runtime, as its prototype rather than a copy: a build from `counted` never calls a `docs` getter
  return factory.build(Object.create(input, { runtime: { value: createRetrieverRuntime() } }) as RetrieverBuildInput);
}

/** The identity a baseline records for `config` (e.g. `bm25(k1=1.2,b=0.75)`), without building anything. */
export function retrieverIdentity(config: RetrieverConfig): string {
  return getRetriever(config.kind).identity(config);
}
