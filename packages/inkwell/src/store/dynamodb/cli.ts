/**
 * The `inkwell-setup-dynamodb` command: creates the DynamoDB table Inkwell uses.
 *
 * @module
 */

import {parseArgs} from 'node:util';

import type {Env} from '../../config.js';
import {urlProblem, urlText} from '../../config/url.js';
import {LIST_INDEX} from './layout.js';
import {setupDynamoDbTable} from './setup.js';

const USAGE = `Usage: inkwell-setup-dynamodb [--table NAME] [--region REGION] [--endpoint URL]

Creates the DynamoDB table Inkwell keeps content in (partition key pk, sort key sk, both
strings; on-demand capacity), or checks that an existing one fits. Defaults come from
DYNAMODB_TABLE, AWS_REGION and DYNAMODB_ENDPOINT; AWS credentials from the usual AWS chain.`;

/** Where the command writes; tests capture it. */
export interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}

/**
 * Runs the command.
 *
 * @param argv - Arguments after the command name.
 * @param env - The environment to read defaults from.
 * @param output - Where to write messages.
 * @returns The exit code: 0 on success, 1 on failure, 2 for bad usage.
 */
export async function main(argv: string[], env: Env, output: Output = console): Promise<number> {
  let values: {table?: string; region?: string; endpoint?: string; help?: boolean};
  try {
    ({values} = parseArgs({
      args: argv,
      options: {
        table: {type: 'string'},
        region: {type: 'string'},
        endpoint: {type: 'string'},
        help: {type: 'boolean', short: 'h'},
      },
    }));
  } catch (error) {
    output.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    output.log(USAGE);
    return 0;
  }
  const table = values.table ?? env.DYNAMODB_TABLE?.trim();
  const region = values.region ?? env.AWS_REGION?.trim();
  const written = values.endpoint?.trim() ?? (env.DYNAMODB_ENDPOINT?.trim() || undefined);
  if (!table || !region) {
    output.error(`Set DYNAMODB_TABLE and AWS_REGION (or pass --table and --region).\n\n${USAGE}`);
    return 2;
  }
  // The same rule loadConfig holds DYNAMODB_ENDPOINT to, so the table is made where Inkwell will look.
  const problem =
    written === undefined
      ? undefined
      : urlProblem(
          values.endpoint === undefined ? 'DYNAMODB_ENDPOINT' : '--endpoint',
          written,
          'http://localhost:8000',
        );
  if (problem !== undefined) {
    output.error(problem);
    return 2;
  }
  const endpoint = written === undefined ? undefined : urlText(new URL(written));
  try {
    const result = await setupDynamoDbTable({table, region, ...(endpoint ? {endpoint} : {})});
    const where = endpoint ?? region;
    output.log(
      {
        created: `Created DynamoDB table "${table}" in ${where}. It is ready for Inkwell.`,
        exists: `DynamoDB table "${table}" already exists in ${where} and fits Inkwell. Nothing to do.`,
        'exists-without-list-index': `DynamoDB table "${table}" already exists in ${where} and works with Inkwell, but it was made before Inkwell's list index (${LIST_INDEX}), so every list reads all posts. DynamoDB adds that index only when it creates a table: to get it, run this command with a new --table name and copy your items into the new table.`,
      }[result],
    );
    return 0;
  } catch (error) {
    output.error((error as Error).message);
    return 1;
  }
}
