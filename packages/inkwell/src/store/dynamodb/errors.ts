/**
 * Turns DynamoDB SDK failures into {@link ProviderError}s that name the setting to fix.
 *
 * @module
 */

import {isErrorKind} from '../../error-kind.js';
import {isNetworkError, ProviderError} from '../../provider-error.js';

/** Where the store was pointed, for messages. */
export interface DynamoDbTarget {
  table: string;
  region: string;
  endpoint?: string;
}

function errorName(error: unknown): string {
  const candidate = error as {name?: unknown} | null;
  return typeof candidate?.name === 'string' ? candidate.name : '';
}

/**
 * The error to throw for a failed DynamoDB call.
 *
 * @param error - What the SDK threw.
 * @param target - The table, region and endpoint in use.
 * @returns A {@link ProviderError} for a failure a setting explains; `error` itself otherwise.
 */
export function mapDynamoDbError(error: unknown, target: DynamoDbTarget): unknown {
  if (isErrorKind(error, 'ProviderError')) return error;
  const where = target.endpoint ? `at ${target.endpoint}` : `in region ${target.region}`;
  const name = errorName(error);
  switch (name) {
    case 'ResourceNotFoundException':
      return new ProviderError(
        'DynamoDB',
        ['DYNAMODB_TABLE', 'AWS_REGION'],
        `DynamoDB table "${target.table}" was not found ${where}. Check DYNAMODB_TABLE and AWS_REGION, or create the table with: npx inkwell-setup-dynamodb`,
        error,
      );
    case 'UnrecognizedClientException':
    case 'InvalidSignatureException':
    case 'IncompleteSignatureException':
    case 'ExpiredTokenException':
    case 'MissingAuthenticationTokenException':
      return new ProviderError(
        'DynamoDB',
        ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'],
        `DynamoDB refused the AWS credentials (${name}). Check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: they must be an active access key of the IAM user or role Inkwell runs as.`,
        error,
      );
    case 'CredentialsProviderError':
      return new ProviderError(
        'DynamoDB',
        ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'],
        'No AWS credentials were found for DynamoDB. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or run Inkwell with an IAM role.',
        error,
      );
    case 'AccessDeniedException':
      return new ProviderError(
        'DynamoDB',
        ['DYNAMODB_TABLE'],
        `The AWS credentials may not use DynamoDB table "${target.table}" (AccessDeniedException). Attach the IAM policy from the DynamoDB guide, with the table's ARN, to the user or role Inkwell runs as.`,
        error,
      );
    default:
      break;
  }
  if (isNetworkError(error)) {
    const setting = target.endpoint ? 'DYNAMODB_ENDPOINT' : 'AWS_REGION';
    return new ProviderError(
      'DynamoDB',
      [setting],
      `Could not reach DynamoDB ${where}. Check ${setting} and the network between this server and DynamoDB.`,
      error,
    );
  }
  return error;
}
