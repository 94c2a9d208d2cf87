/**
 * Turns DynamoDB SDK failures into {@link ProviderError}s that name the setting to fix.
 *
 * @module
 */

import {isErrorKind} from '../../error-kind.js';
import {awsCredentialsError, awsErrorName, awsNetworkError, awsWhere} from '../../aws-errors.js';
import {ProviderError} from '../../provider-error.js';

/** Where the store was pointed, for messages. */
export interface DynamoDbTarget {
  table: string;
  region: string;
  endpoint?: string;
}

/** DynamoDB's names for credentials it refuses. */
const REFUSED_CREDENTIALS = new Set([
  'UnrecognizedClientException',
  'InvalidSignatureException',
  'IncompleteSignatureException',
  'ExpiredTokenException',
  'MissingAuthenticationTokenException',
]);

/**
 * The error to throw for a failed DynamoDB call.
 *
 * @param error - What the SDK threw.
 * @param target - The table, region and endpoint in use.
 * @returns A {@link ProviderError} for a failure a setting explains; `error` itself otherwise.
 */
export function mapDynamoDbError(error: unknown, target: DynamoDbTarget): unknown {
  if (isErrorKind(error, 'ProviderError')) return error;
  const name = awsErrorName(error);
  switch (name) {
    case 'ResourceNotFoundException':
      return new ProviderError(
        'DynamoDB',
        ['DYNAMODB_TABLE', 'AWS_REGION'],
        `DynamoDB table "${target.table}" was not found ${awsWhere(target)}. Check DYNAMODB_TABLE and AWS_REGION, or create the table with: npx inkwell-setup-dynamodb`,
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
  return (
    awsCredentialsError('DynamoDB', error, REFUSED_CREDENTIALS) ??
    awsNetworkError('DynamoDB', error, {...target, endpointVariable: 'DYNAMODB_ENDPOINT'}) ??
    error
  );
}
