// Runs in plain Node (no jsdom): any `window` or `document` access during render throws here.
import {renderToString} from 'react-dom/server';

import type {ResolveResult} from '../../types.js';
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
});
