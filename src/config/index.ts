/** The registry (`chunkgate.yml`) and golden set: parsing, validation, loading, and key suggestions. */
export { closest, editCosts, levenshtein } from "./suggest.js";
export { parseGoldenSet } from "./parseGoldenSet.js";
export { parseRegistry } from "./parseRegistry.js";
export { REGISTRY_DEFAULTS } from "./registryDefaults.js";
export type * from "./types.js";
export { loadRegistry, loadRegistryFrom, openWorkingTree } from "./readConfigFiles.js";
export { joinProblems, readConfigFiles, readRegistryAlone, userErrorOnly, type ConfigFiles } from "./readConfigFiles.js";
export { findKeyLine } from "./findKeyLine.js";
