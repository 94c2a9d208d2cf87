import {afterEach, describe, expect, it, vi} from 'vitest';

/** Every process the config starts, by the function and its arguments. */
const processes = vi.hoisted(() => [] as string[]);
vi.mock('node:child_process', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:child_process')>();
  const recorded = Object.fromEntries(
    (['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const).map((name) => [
      name,
      (...args: unknown[]) => {
        processes.push(`${name} ${JSON.stringify(args)}`);
        throw new Error(`the config ran a process: ${name}`);
      },
    ]),
  );
  return {...actual, ...recorded, default: {...actual, ...recorded}};
});

afterEach(() => vi.restoreAllMocks());

describe('docusaurus.config.ts', () => {
  it('loads without starting a process, writing the environment or printing', async () => {
    const environment = {...process.env};
    const warn = vi.spyOn(console, 'warn');
    const log = vi.spyOn(console, 'log');
    const {default: config} = await import('../../docusaurus.config');
    expect(config.title).toBe('Inkwell');
    expect(processes).toEqual([]);
    expect(process.env).toEqual(environment);
    expect(warn).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    // Importing the config compiles its imports, which takes seconds on a busy machine.
  }, 60_000);
});
