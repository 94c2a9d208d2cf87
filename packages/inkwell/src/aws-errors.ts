/**
 * The AWS SDK failures that DynamoDB and S3 report alike: refused or missing credentials,
 * and an unreachable service. Each adapter maps its own errors and asks here for these.
 *
 * @module
 */

import {isNetworkError, ProviderError} from './provider-error.js';

/** The AWS services Inkwell uses. */
export type AwsService = 'DynamoDB' | 'S3';

const ACCESS_KEY_VARIABLES = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];

/** The SDK's name for a failure: `name`, or the `Code` of an S3 XML error. */
export function awsErrorName(error: unknown): string {
  const candidate = error as {name?: unknown; Code?: unknown} | null;
  if (typeof candidate?.name === 'string') return candidate.name;
  return typeof candidate?.Code === 'string' ? candidate.Code : '';
}

/**
 * A {@link ProviderError} for a credentials failure, or `null` for any other error.
 *
 * @param service - The service that failed.
 * @param error - What the SDK threw.
 * @param refusedNames - The service's names for credentials it refuses.
 */
export function awsCredentialsError(
  service: AwsService,
  error: unknown,
  refusedNames: ReadonlySet<string>,
): ProviderError | null {
  const name = awsErrorName(error);
  if (refusedNames.has(name)) {
    return new ProviderError(
      service,
      ACCESS_KEY_VARIABLES,
      `${service} refused the AWS credentials (${name}). Check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: they must be an active access key of the IAM user or role Inkwell runs as.`,
      error,
    );
  }
  if (name === 'CredentialsProviderError') {
    return new ProviderError(
      service,
      ACCESS_KEY_VARIABLES,
      `No AWS credentials were found for ${service}. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or run Inkwell with an IAM role.`,
      error,
    );
  }
  return null;
}

/**
 * A {@link ProviderError} naming the endpoint or region setting when the service could not
 * be reached, or `null` for any other error.
 *
 * @param service - The service that failed.
 * @param error - What the SDK threw.
 * @param target - The region, the endpoint override if any, and the variable that sets it.
 */
export function awsNetworkError(
  service: AwsService,
  error: unknown,
  target: {region: string; endpoint?: string | undefined; endpointVariable: string},
): ProviderError | null {
  if (!isNetworkError(error)) return null;
  const setting = target.endpoint ? target.endpointVariable : 'AWS_REGION';
  return new ProviderError(
    service,
    [setting],
    `Could not reach ${service} ${awsWhere(target)}. Check ${setting} and the network between this server and ${service}.`,
    error,
  );
}

/** Where a service was looked for, for messages: its endpoint, else its region. */
export function awsWhere(target: {region: string; endpoint?: string | undefined}): string {
  return target.endpoint ? `at ${target.endpoint}` : `in region ${target.region}`;
}
