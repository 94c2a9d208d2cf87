import fc from 'fast-check';
import type {ResolveResult, Session} from '@inkwell/cms';
import {HANDOFF_LIMIT, HANDOFF_MAX_AGE_MS, resolveAndHand, takeHanded} from './handoff.js';

const session: Session = {
  user: {id: 'handoff-user', name: 'Ada', email: 'ada@example.com', image: null, role: 'admin'},
  expiresAt: '2099-01-01T00:00:00.000Z',
};
const setup: ResolveResult = {kind: 'setup'};
const load = (): Promise<ResolveResult> => Promise.resolve(setup);
const NOW = 1_700_000_000_000;

describe('the handoff from the proxy to the page', () => {
  it('hands an answer to one page, within its age, and not after', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({min: -1, max: HANDOFF_MAX_AGE_MS + 1}), fc.nat(), async (age, id) => {
        const path = `/age-${id}`;
        await resolveAndHand(path, session, load, NOW);
        const taken = takeHanded(path, session, NOW + age);
        expect(taken !== undefined).toBe(age >= 0 && age < HANDOFF_MAX_AGE_MS);
        // Taken once, so it serves one page.
        expect(takeHanded(path, session, NOW + age)).toBeUndefined();
      }),
    );
  });

  it(`keeps at most ${HANDOFF_LIMIT} answers, dropping the oldest`, async () => {
    for (let index = 0; index <= HANDOFF_LIMIT; index += 1) await resolveAndHand(`/kept-${index}`, session, load, NOW);
    expect(takeHanded('/kept-0', session, NOW)).toBeUndefined();
    expect(await takeHanded('/kept-1', session, NOW)).toEqual(setup);
    expect(await takeHanded(`/kept-${HANDOFF_LIMIT}`, session, NOW)).toEqual(setup);
  });

  it('hands on no not-found and no failed read', async () => {
    await resolveAndHand('/missing', session, () => Promise.resolve({kind: 'not-found'}), NOW);
    expect(takeHanded('/missing', session, NOW)).toBeUndefined();
    await expect(resolveAndHand('/failing', session, () => Promise.reject(new Error('down')), NOW)).rejects.toThrow();
    expect(takeHanded('/failing', session, NOW)).toBeUndefined();
  });
});
