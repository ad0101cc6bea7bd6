export { openContentStore, noContentStore, type ContentStore, type ContentStoreOptions, type ContentStoreStats } from "./contentStore.js";
