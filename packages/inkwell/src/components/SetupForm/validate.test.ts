import {setupPayload, validateSetup} from './validate.js';

describe('validateSetup', () => {
  it('accepts a name and an empty description', () => {
    expect(validateSetup({name: 'Field Notes', description: ''})).toEqual({});
  });

  it('requires a name that is more than whitespace', () => {
    expect(validateSetup({name: '   ', description: ''}).name).toBe('Enter a name for your site.');
  });

  it('limits the name to 80 and the description to 300 characters, after trimming', () => {
    expect(validateSetup({name: 'a'.repeat(80), description: 'b'.repeat(300)})).toEqual({});
    expect(validateSetup({name: `  ${'a'.repeat(80)}  `, description: ''})).toEqual({});
    const errors = validateSetup({name: 'a'.repeat(81), description: 'b'.repeat(301)});
    expect(errors.name).toBe('Use at most 80 characters for the site name (this one has 81).');
    expect(errors.description).toBe('Use at most 300 characters for the description (this one has 301).');
  });
});

describe('setupPayload', () => {
  it('trims both values', () => {
    expect(setupPayload({name: ' A ', description: ' b\n'})).toEqual({name: 'A', description: 'b'});
  });
});
