import {describe, expect, it} from 'vitest';
import {excerptParts} from './excerpt';

describe('excerptParts', () => {
  it('splits marked matches from the text around them and decodes entities', () => {
    expect(excerptParts('Write <mark>Markdown</mark> &amp; <mark>more</mark>.')).toEqual([
      {text: 'Write ', marked: false},
      {text: 'Markdown', marked: true},
      {text: ' & ', marked: false},
      {text: 'more', marked: true},
      {text: '.', marked: false},
    ]);
  });
  it("reads the entities Pagefind keeps from the page's HTML", () => {
    expect(excerptParts('marked &#34;show in navigation&#34; &#38; more')).toEqual([
      {text: 'marked "show in navigation" & more', marked: false},
    ]);
  });
  it('never passes markup through: escaped tags stay text, stray tags are dropped', () => {
    expect(excerptParts('&lt;script&gt; <b>x</b>')).toEqual([{text: '<script> x', marked: false}]);
  });
});
