import {makeUser} from '../__tests__/fixtures.js';
import {displayName, newUserPayload, validateNewUser} from './users-form.js';

describe('validateNewUser', () => {
  const existing = [makeUser({email: 'ada@example.com'})];

  it('accepts a new email', () => {
    expect(validateNewUser({email: 'bob@example.com', name: '', role: 'editor'}, existing)).toEqual({});
  });

  it('requires a plausible email that is not already listed', () => {
    expect(validateNewUser({email: ' ', name: '', role: 'editor'}, existing).email).toMatch(/Enter the email/);
    expect(validateNewUser({email: 'bob.example.com', name: '', role: 'editor'}, existing).email).toMatch(
      /like name@example.com/,
    );
    expect(validateNewUser({email: 'ADA@example.com', name: '', role: 'admin'}, existing).email).toBe(
      'ada@example.com has already been added.',
    );
  });
});

describe('newUserPayload', () => {
  it('lower-cases the email and sends a name only when given', () => {
    expect(newUserPayload({email: ' Bob@Example.com ', name: ' ', role: 'editor'})).toEqual({
      email: 'bob@example.com',
      role: 'editor',
    });
    expect(newUserPayload({email: 'a@b.co', name: ' Bo ', role: 'admin'})).toEqual({
      email: 'a@b.co',
      name: 'Bo',
      role: 'admin',
    });
  });
});

describe('helpers', () => {
  it('names users', () => {
    expect(displayName({name: 'Ada', email: 'a@b.co'})).toBe('Ada');
    expect(displayName({name: '', email: 'a@b.co'})).toBe('a@b.co');
  });
});
