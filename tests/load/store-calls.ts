/**
 * What one request costs besides its latency: the DynamoDB calls it sends (counted by a proxy
 * between the app and dynalite, which times dynalite's share of each) and the server's CPU time
 * (read from /proc for the server's whole process group).
 */
import {readdirSync, readFileSync} from 'node:fs';
import {createServer, request as httpRequest, Agent, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

/** One call the app sent to DynamoDB. */
export interface StoreCall {
  /** The operation, as DynamoDB names it (`GetItem`, `Query`, `BatchGetItem`, …). */
  command: string;
  /** Milliseconds from the request's first byte to the answer's last, as the proxy saw them. */
  ms: number;
}

/** A proxy in front of a DynamoDB endpoint that records every call made through it. */
export interface CountingProxy {
  /** The endpoint to give the app instead of the real one. */
  endpoint: string;
  /** The calls recorded since the last `take`, which empties the record. */
  take(): StoreCall[];
  stop(): Promise<void>;
}

/** The operation of a DynamoDB JSON call, from its `X-Amz-Target` header (`DynamoDB_20120810.GetItem`). */
export function commandOf(target: string | undefined): string {
  return target?.split('.').at(-1) ?? 'unknown';
}

/**
 * Starts a proxy to `target` (dynalite's endpoint) on an OS-assigned port.
 *
 * @param target - The endpoint every call is passed on to.
 * @returns The proxy; calls are recorded from the start.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const agent = new Agent({keepAlive: true, maxSockets: 64});
  let calls: StoreCall[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const started = process.hrtime.bigint();
    const command = commandOf(incoming.headers['x-amz-target'] as string | undefined);
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('end', () => calls.push({command, ms: Number(process.hrtime.bigint() - started) / 1e6}));
      },
    );
    forward.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const {port} = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    take: () => {
      const taken = calls;
      calls = [];
      return taken;
    },
    stop: () =>
      new Promise<void>((done) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** The calls of `requests` requests, per request: how many of each command, and dynalite's time. */
export interface CallsPerRequest {
  calls: number;
  byCommand: Record<string, number>;
  /** Mean milliseconds dynalite took to answer one call of each command. */
  msByCommand: Record<string, number>;
  /** Mean milliseconds dynalite took to answer one call. */
  msPerCall: number;
}

/**
 * Sums `calls`, recorded while `requests` requests ran one after another, per request.
 *
 * @param calls - What the proxy recorded.
 * @param requests - How many requests sent them.
 * @returns Calls per request in all and by command, and the mean time per call.
 */
export function perRequest(calls: StoreCall[], requests: number): CallsPerRequest {
  const byCommand: Record<string, number> = {};
  const msByCommand: Record<string, number> = {};
  for (const {command, ms} of calls) {
    byCommand[command] = (byCommand[command] ?? 0) + 1;
    msByCommand[command] = (msByCommand[command] ?? 0) + ms;
  }
  for (const command of Object.keys(byCommand)) {
    const count = byCommand[command] ?? 0;
    msByCommand[command] = (msByCommand[command] ?? 0) / count;
    byCommand[command] = count / requests;
  }
  const total = calls.reduce((sum, call) => sum + call.ms, 0);
  return {
    calls: calls.length / requests,
    byCommand,
    msByCommand,
    msPerCall: calls.length > 0 ? total / calls.length : 0,
  };
}

const oneDecimal = new Intl.NumberFormat('en-US', {maximumFractionDigits: 1});

/** `13 a request (GetItem 5 at 1 ms, Query 4 at 2 ms, …), 1.2 ms each in dynalite`: dynalite's time per call. */
export function callsLine(figure: CallsPerRequest): string {
  if (figure.calls === 0) return 'no store call';
  const parts = Object.entries(figure.byCommand)
    .sort(([, a], [, b]) => b - a)
    .map(
      ([command, count]) =>
        `${command} ${oneDecimal.format(count)} at ${oneDecimal.format(figure.msByCommand[command] ?? 0)} ms`,
    );
  return `${oneDecimal.format(figure.calls)} a request (${parts.join(', ')}), ${oneDecimal.format(figure.msPerCall)} ms each in dynalite`;
}

/**
 * CPU milliseconds (user and system) the processes of process group `group` have used so far,
 * from `/proc/<pid>/stat`; `null` where there is no /proc.
 */
export function groupCpuMs(group: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  // Clock ticks a second: 100 on every Linux that Node.js runs on.
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The command name (field 2) may hold spaces; the fields after its closing bracket are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== group) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks / ticksPerSecond) * 1000;
}
