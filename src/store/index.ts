/** The content-addressed store on disk (embeddings), verified on read and kept under a size bound. */
export { openContentStore, noContentStore, type ContentStore, type ContentStoreOptions, type ContentStoreStats } from "./contentStore.js";
export { openCacheFolder, shownFrom, type CacheFolder } from "./openCacheFolder.js";
export { storeFolderProblem } from "./storeFolderProblem.js";
export { openBucketedStore, type BucketedStore, type BucketedStoreOptions } from "./bucketedStore.js";
export { bundleFingerprint, codeFingerprint, FINGERPRINT_RECORD, fingerprintRecord } from "./codeFingerprint.js";
export { int32sToBytes, readInt32s } from "./littleEndian.js";
