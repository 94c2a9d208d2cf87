import {describe, expect, it} from 'vitest';
import {demoSource} from './demoSource';

describe('demoSource', () => {
  it('prints the post list demo as the element it renders', () => {
    expect(demoSource({kind: 'post-list'})).toBe(
      [
        "import {PostList} from '@inkwell/cms';",
        "// samplePosts: the docs' sample content, shaped as Inkwell.resolve() returns it",
        '',
        '<PostList posts={samplePosts} basePath="/blog" headingLevel={3} />',
      ].join('\n'),
    );
  });
  it('prints nested providers, the role the demo shows and the result it passes', () => {
    const source = demoSource({
      kind: 'admin-toolbar',
      role: 'admin',
      path: '/about',
      label: 'Demo admin toolbar (admin)',
    });
    expect(source).toContain("import {AdminToolbar, SiteProvider, TooltipProvider} from '@inkwell/cms';");
    expect(source).toContain("session={sampleSession('admin')}");
    expect(source).toContain('currentPath="/about">\n  <TooltipProvider>\n    <AdminToolbar result={{kind: \'page\'');
    expect(source).toContain('label="Demo admin toolbar (admin)" />');
  });
  it('prints each screen as InkwellRouter with the result for that screen', () => {
    expect(demoSource({kind: 'screen', screen: 'setup', previewMessage: ''})).toContain(
      "<InkwellRouter result={{kind: 'setup'}} />",
    );
    expect(demoSource({kind: 'screen', screen: 'setup', previewMessage: ''})).toContain('site={null}');
    expect(demoSource({kind: 'screen', screen: 'sign-in', previewMessage: ''})).toContain(
      "<InkwellRouter result={{kind: 'sign-in', providers: ['github', 'google', 'microsoft']}} />",
    );
    expect(demoSource({kind: 'screen', screen: 'editor', previewMessage: ''})).toContain(
      "<InkwellRouter result={{kind: 'edit-post', post: sampleDraft}} />",
    );
    expect(demoSource({kind: 'screen', screen: 'users', previewMessage: ''})).toContain(
      "<InkwellRouter result={{kind: 'users', users: sampleUsers}} />",
    );
  });
  it('gives no TSX for the not-added page, which the server answers, not a component', () => {
    expect(demoSource({kind: 'screen', screen: 'not-added', previewMessage: ''})).toBe('');
  });
});
