import type {SpawnSyncReturns} from 'node:child_process';
import {afterEach, describe, expect, it, vi} from 'vitest';

/** Every git command the config runs, by its arguments; `rev-parse` answers "not a repository". */
const gitCalls = vi.hoisted(() => [] as string[][]);
vi.mock('node:child_process', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:child_process')>();
  const spawnSync = (command: string, args: readonly string[] = []): SpawnSyncReturns<string> => {
    if (command !== 'git') throw new Error(`the config ran ${command}`);
    gitCalls.push([...args]);
    return {pid: 0, output: [], stdout: '', stderr: 'fatal: not a git repository', status: 128, signal: null};
  };
  return {...actual, default: {...actual, spawnSync}, spawnSync};
});

afterEach(() => vi.restoreAllMocks());

describe('docusaurus.config.ts', () => {
  it('loads without writing the environment, printing, or reading the git log, even without git history', async () => {
    const environment = {...process.env};
    const warn = vi.spyOn(console, 'warn');
    const log = vi.spyOn(console, 'log');
    const {default: config} = await import('../../docusaurus.config');
    expect(config.title).toBe('Inkwell');
    expect(process.env).toEqual(environment);
    expect(warn).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    expect(gitCalls.filter((args) => args.includes('log'))).toEqual([]);
    // Importing the config compiles its imports, which takes seconds on a busy machine.
  }, 60_000);
});
