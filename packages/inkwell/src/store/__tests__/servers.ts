/**
 * Local stand-ins for provider services, started by tests on 127.0.0.1 with an
 * OS-assigned port, and stopped by the test that started them.
 */

import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';

/** Fails a start that has not finished in `ms`, so a wedged server cannot hang the suite. */
export function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not start within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A running dynalite (an implementation of DynamoDB), and how to stop it. */
export async function startDynalite(): Promise<{endpoint: string; stop: () => Promise<void>}> {
  const {default: dynalite} = await import('dynalite');
  const server: Server = dynalite({createTableMs: 0, deleteTableMs: 0, updateTableMs: 0});
  await within(10_000, 'dynalite', new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  const {port} = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 that nothing listens on: it was free a moment ago and is closed now. */
export async function closedPort(): Promise<number> {
  const {createServer} = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
