/** The content-addressed store on disk (every format chunkgate keeps between runs), verified on read and kept under a size bound. */
export { openContentStore, noContentStore, type ContentStore } from "./contentStore.js";
export { openCacheFolder, shownFrom, type CacheFolder } from "./openCacheFolder.js";
export { openBucketedStore, type BucketedStore } from "./bucketedStore.js";
export { bundleFingerprint, codeFingerprint, FINGERPRINT_RECORD, fingerprintRecord } from "./codeFingerprint.js";
export { int32sToBytes, readInt32s } from "./littleEndian.js";
export { ByteReader, ByteWriter, readJson, readStrings, wellFormed, writeStrings } from "./byteCodec.js";
