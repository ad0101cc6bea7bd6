/** The content-addressed store on disk (embeddings), verified on read and kept under a size bound. */
export { openContentStore, noContentStore, type ContentStore, type ContentStoreOptions, type ContentStoreStats } from "./contentStore.js";
export { openCacheFolder, DEFAULT_CACHE_DIR, type CacheFolder } from "./openCacheFolder.js";
