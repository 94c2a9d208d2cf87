#!/usr/bin/env node
// The package's `inkwell-setup-dynamodb` command; the logic lives in store/dynamodb/cli.ts, where tests reach it.
import {main} from '../store/dynamodb/cli.js';

process.exitCode = await main(process.argv.slice(2), process.env);
