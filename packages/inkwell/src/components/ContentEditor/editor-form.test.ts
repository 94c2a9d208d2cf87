import {makePage, makePost} from '../__tests__/fixtures.js';
import {editorHref, editorPayload, publicHref, sameValues, validateEditor, valuesFrom} from './editor-form.js';

describe('valuesFrom', () => {
  it('starts a new item as an empty draft', () => {
    expect(valuesFrom(null)).toEqual({
      title: '',
      slug: '',
      excerpt: '',
      body: '',
      status: 'draft',
      showInNav: false,
      navOrder: '0',
    });
  });

  it('reads a post and a page', () => {
    expect(valuesFrom(makePost({title: 'T', excerpt: 'E', status: 'published'}))).toMatchObject({
      title: 'T',
      excerpt: 'E',
      status: 'published',
    });
    expect(valuesFrom(makePage({showInNav: true, navOrder: 4}))).toMatchObject({showInNav: true, navOrder: '4'});
  });
});

describe('validateEditor', () => {
  it('requires a title', () => {
    expect(validateEditor('post', valuesFrom(null)).title).toBe('Enter a title.');
    expect(validateEditor('post', {...valuesFrom(null), title: 'x'})).toEqual({});
  });

  it('checks a typed slug but allows an empty one', () => {
    const base = {...valuesFrom(null), title: 'x'};
    expect(validateEditor('post', {...base, slug: 'good-slug-2'})).toEqual({});
    for (const slug of ['Bad', 'two--hyphens', '-edge', 'edge-', 'spa ce', 'ünï']) {
      expect(validateEditor('post', {...base, slug}).slug).toMatch(/lower-case letters/);
    }
  });

  it('requires a whole-number menu position for pages only', () => {
    const base = {...valuesFrom(null), title: 'x'};
    expect(validateEditor('page', {...base, navOrder: '1.5'}).navOrder).toMatch(/whole number/);
    expect(validateEditor('page', {...base, navOrder: ''}).navOrder).toMatch(/whole number/);
    expect(validateEditor('page', {...base, navOrder: '-2'})).toEqual({});
    expect(validateEditor('post', {...base, navOrder: 'x'})).toEqual({});
  });
});

describe('editorPayload', () => {
  it('builds a post body, leaving out an empty slug', () => {
    expect(editorPayload('post', {...valuesFrom(null), title: ' Hi ', body: 'B ', excerpt: ' e '})).toEqual({
      title: 'Hi',
      body: 'B ',
      excerpt: 'e',
      status: 'draft',
    });
  });

  it('builds a page body with menu settings', () => {
    expect(
      editorPayload('page', {...valuesFrom(null), title: 'About', slug: 'about', showInNav: true, navOrder: ' 3 '}),
    ).toEqual({title: 'About', slug: 'about', body: '', status: 'draft', showInNav: true, navOrder: 3});
  });
});

describe('helpers', () => {
  it('builds public and editor URLs', () => {
    expect(publicHref('post', 'hello')).toBe('/blog/hello');
    expect(publicHref('page', 'about')).toBe('/about');
    expect(publicHref('page', 'home')).toBe('/');
    expect(editorHref('post', 'p1')).toBe('/admin/posts/p1');
    expect(editorHref('page', 'new')).toBe('/admin/pages/new');
  });

  it('compares values', () => {
    const a = valuesFrom(makePost());
    expect(sameValues(a, {...a})).toBe(true);
    expect(sameValues(a, {...a, body: `${a.body}!`})).toBe(false);
  });
});
