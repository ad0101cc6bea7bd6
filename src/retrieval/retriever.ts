import { UserError } from "../errors.js";
import { bm25Factory } from "./bm25Retriever.js";
import { embeddingsFactory } from "./embeddings/embeddingsRetriever.js";
import { hybridFactory } from "./hybridRetriever.js";
import type { RetrieverFactory } from "./types.js";

// Keyed by the name users write as `retriever.kind`. Module state on purpose: retrievers register
// once at import time (the three built in here; others from their own modules).
const factories = new Map<string, RetrieverFactory>([
  ["bm25", bm25Factory],
  ["embeddings", embeddingsFactory],
  ["hybrid", hybridFactory],
]);

/**
 * Makes `factory` available as `retriever.kind: <name>`.
 *
 * Guarantees: after it returns, {@link getRetriever}(name) gives `factory` and
 * {@link retrieverNames} lists `name`. Names are never replaced, so a module cannot silently take
 * over `bm25` and change every recorded baseline's meaning.
 *
 * @param name Registry key; no default; range: a non-empty string without whitespace or commas
 *   (`sweep --retrievers` lists names with commas), not already registered (`bm25`, `embeddings`
 *   and `hybrid` are registered from the start).
 * @param factory Gives the retriever's identity for a configuration and builds it for one corpus.
 * @throws Error when the name is empty, contains whitespace or a comma, or is already registered
 *   (a programming mistake, not a user one).
 */
export function registerRetriever(name: string, factory: RetrieverFactory): void {
  if (name.length === 0 || /[\s,]/.test(name)) throw new Error(`invalid retriever name ${JSON.stringify(name)}`);
  if (factories.has(name)) throw new Error(`retriever "${name}" is already registered`);
  factories.set(name, factory);
}

/**
 * The factory registered as `name`.
 *
 * @param name The registry's `retriever.kind`; no default here (the registry defaults it to
 *   `bm25`); range: any string, matched exactly (case-sensitive).
 * @throws UserError naming the unknown kind and listing the known ones, with the hint to set
 *   `retriever.kind` to one of them, because the name comes from chunkgate.yml.
 */
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
