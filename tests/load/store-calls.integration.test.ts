import {spawn} from 'node:child_process';
import {setTimeout} from 'node:timers/promises';
import {DynamoDBClient, GetItemCommand, ListTablesCommand} from '@aws-sdk/client-dynamodb';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startDynalite, type LocalService} from '../guides/aws-local';
import {callsLine, commandOf, groupCpuMs, perRequest, startCountingProxy, type CountingProxy} from './store-calls';

describe('perRequest and callsLine', () => {
  it('sums the calls of sequential requests per request, by command, with the mean time of each', () => {
    const figure = perRequest(
      [
        {command: 'GetItem', ms: 1},
        {command: 'Query', ms: 4},
        {command: 'GetItem', ms: 3},
        {command: 'Query', ms: 2},
      ],
      2,
    );
    expect(figure).toEqual({
      calls: 2,
      byCommand: {GetItem: 1, Query: 1},
      msByCommand: {GetItem: 2, Query: 3},
      msPerCall: 2.5,
    });
    expect(callsLine(figure)).toBe('2 a request (GetItem 1 at 2 ms, Query 1 at 3 ms), 2.5 ms each in dynalite');
    expect(callsLine(perRequest([], 20))).toBe('no store call');
    expect(commandOf('DynamoDB_20120810.BatchGetItem')).toBe('BatchGetItem');
  });
});

describe('startCountingProxy', () => {
  let dynalite: LocalService;
  let proxy: CountingProxy;
  beforeAll(async () => {
    dynalite = await startDynalite();
    proxy = await startCountingProxy(dynalite.endpoint);
  });
  afterAll(async () => {
    await proxy.stop();
    await dynalite.stop();
  });

  it('passes each call on to dynalite and records it, and take() empties the record', async () => {
    const sdk = new DynamoDBClient({
      region: 'eu-west-1',
      endpoint: proxy.endpoint,
      credentials: {accessKeyId: 'local', secretAccessKey: 'local'},
    });
    expect((await sdk.send(new ListTablesCommand({}))).TableNames).toEqual([]);
    await expect(sdk.send(new GetItemCommand({TableName: 'none', Key: {pk: {S: 'a'}}}))).rejects.toThrow(
      /Requested resource not found/,
    );
    const calls = proxy.take();
    expect(calls.map((call) => call.command)).toEqual(['ListTables', 'GetItem']);
    for (const call of calls) expect(call.ms).toBeGreaterThan(0);
    expect(proxy.take()).toEqual([]);
    sdk.destroy();
  });
});

describe('groupCpuMs', () => {
  it("reads a process group's CPU time from /proc, and it grows with work", async () => {
    // A group of its own: the test runner's group also holds processes that end mid-test and
    // take their CPU time with them.
    const child = spawn(process.execPath, ['-e', 'const end = Date.now() + 2000; while (Date.now() < end);'], {
      detached: true,
      stdio: 'ignore',
    });
    const group = child.pid ?? 0;
    try {
      await setTimeout(200);
      const before = groupCpuMs(group);
      if (before === null) throw new Error('No /proc on this machine.');
      await setTimeout(800);
      expect(groupCpuMs(group)).toBeGreaterThan(before);
    } finally {
      child.kill();
    }
  });
});
