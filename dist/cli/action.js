import { runActionWorker } from "./bundle.js";
await runActionWorker();
