#!/usr/bin/env node
import { runCliProcess } from "./bundle.js";
await runCliProcess();
