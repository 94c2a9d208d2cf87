import {getOrCreate, processWide} from './process-wide.js';

describe('processWide', () => {
  it('gives every copy of the module the one value the first caller made', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const create = vi.fn(() => new Set<string>());
    const first = processWide(name, create);
    vi.resetModules();
    const copy = await import('./process-wide.js');
    const again = copy.processWide(name, () => new Set<string>(['another']));
    expect(copy.processWide).not.toBe(processWide);
    expect(again).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps values of different names apart, and keeps a falsy value rather than making it again', () => {
    const name = `zero-${crypto.randomUUID()}`;
    expect(processWide(name, () => 0)).toBe(0);
    expect(processWide(`other-${crypto.randomUUID()}`, () => 1)).toBe(1);
    expect(processWide(name, () => 5)).toBe(0);
  });
});

describe('getOrCreate', () => {
  it('makes a value once per key and keeps an undefined one', () => {
    const map = new Map<string, number | undefined>();
    const create = vi.fn(() => 7);
    expect(getOrCreate(map, 'a', create)).toBe(7);
    expect(getOrCreate(map, 'a', () => 8)).toBe(7);
    expect(getOrCreate(map, 'b', () => undefined)).toBeUndefined();
    expect(getOrCreate(map, 'b', () => 9)).toBeUndefined();
    expect(create).toHaveBeenCalledTimes(1);
  });
});
