import fc from 'fast-check';
import type {Session} from '@inkwell/cms';
import {
  dropHandedSessions,
  FRESH_SESSION_MS,
  freshRole,
  HANDED_SESSION_LIMIT,
  handSession,
  markSessionRead,
  takeHandedSession,
} from './fresh-sessions.js';

const NOW = 1_700_000_000_000;

function sessionOf(id: string): Session {
  return {
    user: {id, name: id, email: `${id}@example.com`, image: null, role: 'editor'},
    expiresAt: '2099-01-01T00:00:00.000Z',
  };
}

describe('sessions read for this request', () => {
  it("stands in for the store's role only within a request's span", () => {
    fc.assert(
      fc.property(fc.integer({min: -1, max: FRESH_SESSION_MS + 1}), (age) => {
        const session = sessionOf('fresh');
        markSessionRead(session, NOW);
        expect(freshRole(session, NOW + age)).toBe(age >= 0 && age < FRESH_SESSION_MS ? 'editor' : undefined);
      }),
    );
    expect(freshRole(sessionOf('made by hand'), NOW)).toBeUndefined();
  });

  it('hands a session to as many pages as reads left it, within its age', () => {
    fc.assert(
      fc.property(fc.integer({min: 1, max: 5}), fc.integer({min: -1, max: FRESH_SESSION_MS + 1}), (reads, age) => {
        const token = `token-${reads}-${age}`;
        const session = sessionOf('reader');
        for (let read = 0; read < reads; read += 1) handSession(token, session, NOW);
        const fresh = age >= 0 && age < FRESH_SESSION_MS;
        for (let page = 0; page < reads; page += 1) {
          expect(takeHandedSession(token, NOW + age)).toBe(fresh ? session : undefined);
        }
        expect(takeHandedSession(token, NOW)).toBeUndefined();
      }),
    );
  });

  it(`keeps at most ${HANDED_SESSION_LIMIT} cookies, dropping the oldest`, () => {
    const session = sessionOf('many');
    for (let index = 0; index <= HANDED_SESSION_LIMIT; index += 1) handSession(`many-${index}`, session, NOW);
    // A second read for the oldest cookie changes it in place and does not make it younger.
    handSession('many-1', session, NOW);
    handSession('many-extra', session, NOW);
    expect(takeHandedSession('many-0', NOW)).toBeUndefined();
    expect(takeHandedSession('many-1', NOW)).toBeUndefined();
    expect(takeHandedSession('many-2', NOW)).toBe(session);
    expect(takeHandedSession('many-extra', NOW)).toBe(session);
  });

  it('drops every cookie of a person who signed out, and only theirs', () => {
    const leaving = sessionOf('leaving');
    const staying = sessionOf('staying');
    handSession('leaving-a', leaving, NOW);
    handSession('leaving-b', leaving, NOW);
    handSession('staying-a', staying, NOW);
    dropHandedSessions('leaving');
    expect(takeHandedSession('leaving-a', NOW)).toBeUndefined();
    expect(takeHandedSession('leaving-b', NOW)).toBeUndefined();
    expect(takeHandedSession('staying-a', NOW)).toBe(staying);
  });
});
