// Runs in plain Node (no jsdom): any `window` or `document` access during render throws here.
import {renderToString} from 'react-dom/server';

import type {MediaItem, ResolveResult} from '../../types.js';
import {AdminToolbar} from '../AdminToolbar/index.js';
import {InkwellRouter} from '../InkwellRouter/index.js';
import {MarkdownRenderer} from '../MarkdownRenderer/index.js';
import {Navigation} from '../Navigation/index.js';
import {PageRenderer} from '../PageRenderer/index.js';
import {PostList} from '../PostList/index.js';
import {SetupForm} from '../SetupForm/index.js';
import {SiteProvider} from '../SiteProvider/index.js';
import {TooltipProvider} from '../TooltipProvider/index.js';
import {adminSession, makePage, makePost, makeUser, pageOf} from './fixtures.js';

function onServer(ui: React.ReactElement): string {
  return renderToString(
    <SiteProvider
      site={{name: 'Field Notes', description: ''}}
      navigation={[{title: 'About', href: '/about'}]}
      session={adminSession}
      providers={['github']}
      currentPath="/about"
    >
      <TooltipProvider>{ui}</TooltipProvider>
    </SiteProvider>,
  );
}

describe('server rendering (no DOM)', () => {
  it('has no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the standalone components', () => {
    expect(onServer(<Navigation />)).toContain('aria-current="page"');
    expect(onServer(<AdminToolbar result={{kind: 'post', post: makePost({id: 'p1'})}} />)).toContain('/admin/posts/p1');
    expect(onServer(<MarkdownRenderer markdown={'# Hi\n\n```js\nlet a = 1;\n```'} />)).toContain('hljs-keyword');
    expect(onServer(<PageRenderer page={makePage()} />)).toContain('About us');
    expect(onServer(<PostList posts={pageOf([makePost()], 1, 2)} />)).toContain('/blog/page/2');
    expect(onServer(<SetupForm />)).toContain('Site name');
  });

  it.each<ResolveResult>([
    {kind: 'page', page: makePage()},
    {kind: 'post', post: makePost()},
    {kind: 'post-list', posts: pageOf([makePost()])},
    {kind: 'setup'},
    {kind: 'edit-post', post: makePost()},
    {kind: 'edit-page', page: null},
    {kind: 'users', users: [makeUser()]},
    {kind: 'sign-in', providers: ['github']},
    {kind: 'not-found'},
  ])('renders the $kind screen', (result) => {
    expect(onServer(<InkwellRouter result={result} />)).toContain('<h1');
  });

  // Before hydration a click handler is not attached yet; only a native form's button may be live.
  it.each<ResolveResult>([
    {kind: 'setup'},
    {kind: 'edit-post', post: makePost()},
    {kind: 'edit-page', page: makePage()},
    {kind: 'edit-post', post: null},
    {kind: 'users', users: [makeUser(), makeUser({id: 'u2', email: 'eddie@example.com', role: 'editor'})]},
    {kind: 'settings', site: {name: 'Field Notes', description: ''}},
    {kind: 'media', media: pageOf([mediaItem], 1, 2)},
    {kind: 'dashboard', posts: pageOf([makePost()]), pages: pageOf([makePage()])},
    {kind: 'sign-in', providers: ['github', 'google']},
  ])('renders every button of the $kind screen disabled until hydration, but native forms', (result) => {
    // React marks the seams between text parts with empty comments.
    const html = onServer(<InkwellRouter result={result} />).replaceAll('<!-- -->', '');
    const nativeForms = /<form[^>]*\saction="[^"]+"[^>]*>.*?<\/form>/gs;
    const buttons = [...html.replace(nativeForms, '').matchAll(/<button[^>]*>/g)].map(([tag]) => tag);
    if (!['dashboard', 'sign-in'].includes(result.kind)) expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.filter((tag) => !/\sdisabled=""/.test(tag))).toEqual([]);
  });
});

const mediaItem: MediaItem = {
  id: 'm1',
  url: 'https://example.com/inkwell/nib.png',
  key: 'inkwell/nib.png',
  name: 'nib.png',
  alt: 'A fountain pen nib',
  type: 'image/png',
  size: 2048,
  createdAt: '2026-01-01T00:00:00.000Z',
};
