#!/usr/bin/env node
import { runCliProcess } from "./cli/index.js";

await runCliProcess();
