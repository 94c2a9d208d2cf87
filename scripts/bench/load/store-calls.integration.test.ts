import {readFileSync} from 'node:fs';
import {DynamoDBClient, GetItemCommand, ListTablesCommand} from '@aws-sdk/client-dynamodb';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startDynalite, type LocalService} from '../../../tests/guides/aws-local';
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
  it("reads this process group's CPU time from /proc, and it grows with work", () => {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
    const before = groupCpuMs(group);
    if (before === null) throw new Error('No /proc on this machine.');
    const until = Date.now() + 300;
    while (Date.now() < until) Math.sqrt(Math.random());
    expect(groupCpuMs(group)).toBeGreaterThan(before);
  });
});
