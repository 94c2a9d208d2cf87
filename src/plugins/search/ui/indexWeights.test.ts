import {describe, expect, it} from 'vitest';
import {apiBodyWeight, searchWeightOfDoc} from './indexWeights';

describe('searchWeightOfDoc', () => {
  it("weighs the API reference's pages below the guides", () => {
    expect(apiBodyWeight).toBeLessThan(1);
    expect(searchWeightOfDoc('api/functions/PostList')).toBe(String(apiBodyWeight));
    expect(searchWeightOfDoc('api/globals')).toBe(String(apiBodyWeight));
  });

  it("leaves the guides at Pagefind's default weight", () => {
    expect(searchWeightOfDoc('using-inkwell/create-a-blog-post')).toBeUndefined();
    expect(searchWeightOfDoc('api-reference')).toBeUndefined();
  });
});
