import {deleteCookie, parseCookies, serializeCookie} from '../cookies.js';

describe('cookies', () => {
  it('writes HttpOnly, SameSite=Lax cookies, Secure only when asked', () => {
    expect(serializeCookie('a', 'b c', {path: '/', maxAge: 60, secure: false})).toBe(
      'a=b%20c; Path=/; Max-Age=60; HttpOnly; SameSite=Lax',
    );
    expect(serializeCookie('a', 'b', {path: '/x', maxAge: 60, secure: true})).toBe(
      'a=b; Path=/x; Max-Age=60; HttpOnly; SameSite=Lax; Secure',
    );
    expect(deleteCookie('a', {path: '/', secure: false})).toBe('a=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('reads a Cookie header, first value winning and malformed values skipped', () => {
    const cookies = parseCookies('a=1; b="two"; a=3; bad=%E0%A4%A; c=x%20y; =nameless; flag');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['b', 'two'],
      ['c', 'x y'],
    ]);
    expect(parseCookies(null).size).toBe(0);
  });
});
