import {describeDataStoreContract} from './__tests__/contract.js';
import {MemoryStore} from './memory-store.js';

describeDataStoreContract('memory', () => Promise.resolve({store: new MemoryStore(), close: () => Promise.resolve()}));

describe('MemoryStore', () => {
  it('keeps each store apart: a new store starts empty', async () => {
    const first = new MemoryStore();
    await first.site.set({name: 'Field Notes', description: ''});
    expect(await first.site.get()).toEqual({name: 'Field Notes', description: ''});
    expect(await new MemoryStore().site.get()).toBeNull();
  });
});
