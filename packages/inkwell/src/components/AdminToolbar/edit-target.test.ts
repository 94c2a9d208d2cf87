import {makePage, makePost} from '../__tests__/fixtures.js';
import {chooseEditTarget, editHref, editTargetOf} from './edit-target.js';

describe('edit targets', () => {
  it('comes from a post or page result only', () => {
    expect(editTargetOf({kind: 'post', post: makePost({id: 'p9'})})).toEqual({kind: 'post', id: 'p9'});
    expect(editTargetOf({kind: 'page', page: makePage({id: 'g3'})})).toEqual({kind: 'page', id: 'g3'});
    expect(editTargetOf({kind: 'post-list', posts: {items: [], page: 1, pageCount: 1, total: 0}})).toBeNull();
    expect(editTargetOf({kind: 'edit-post', post: makePost()})).toBeNull();
    expect(editTargetOf({kind: 'not-found'})).toBeNull();
    expect(editTargetOf(undefined)).toBeNull();
  });

  it('prefers an explicit target, and null turns the link off', () => {
    const result = {kind: 'post', post: makePost({id: 'p1'})} as const;
    expect(chooseEditTarget({kind: 'page', id: 'x'}, result)).toEqual({kind: 'page', id: 'x'});
    expect(chooseEditTarget(null, result)).toBeNull();
    expect(chooseEditTarget(undefined, result)).toEqual({kind: 'post', id: 'p1'});
  });

  it('builds editor URLs', () => {
    expect(editHref({kind: 'post', id: 'abc'})).toBe('/admin/posts/abc');
    expect(editHref({kind: 'page', id: 'a/b'})).toBe('/admin/pages/a%2Fb');
  });
});
