/** Sample content for the demos, typed with the library's types so a change breaks the type-check, not the page. */
import type {NavItem, PageOf, Post, Session, SiteSettings, User} from '@inkwell/cms';

export const sampleSite: SiteSettings = {
  name: 'Field Notes',
  description: 'A small blog about paper, ink and the people who use them.',
};

export const sampleNavigation: NavItem[] = [
  {title: 'Home', href: '/'},
  {title: 'About', href: '/about'},
  {title: 'Pricing', href: '/pricing'},
  {title: 'Contact', href: '/contact'},
];

function post(id: string, slug: string, title: string, excerpt: string, publishedAt: string): Post {
  return {
    id,
    slug,
    title,
    body: `${excerpt}\n\nThe rest of the post.`,
    excerpt,
    status: 'published',
    publishedAt,
    updatedAt: publishedAt,
    author: 'u1',
  };
}

/** Page 2 of a 5-page blog, so the pagination shows Previous, Next, a gap and the current page. */
export const samplePosts: PageOf<Post> = {
  page: 2,
  pageCount: 5,
  total: 43,
  items: [
    post(
      'p11',
      'choosing-a-nib',
      'Choosing a nib',
      'Extra fine, fine, medium, broad: what each does to your handwriting.',
      '2025-03-05T10:00:00.000Z',
    ),
    post(
      'p12',
      'iron-gall-ink',
      'Iron gall ink, safely',
      'The ink of old manuscripts still has a place on the desk, with a little care.',
      '2025-02-26T09:30:00.000Z',
    ),
    {
      ...post(
        'p13',
        'notes-on-paper-weight',
        'Notes on paper weight',
        'Unpublished drafts never reach the list.',
        '2025-02-20T08:00:00.000Z',
      ),
      status: 'draft',
      publishedAt: null,
    },
    post(
      'p14',
      'a-week-of-morning-pages',
      'A week of morning pages',
      'Three pages a day, before coffee. What changed, and what did not.',
      '2025-02-18T07:15:00.000Z',
    ),
  ],
};

export function sampleSession(role: Session['user']['role']): Session {
  return {
    user: {
      id: 'u1',
      name: role === 'admin' ? 'Ada Admin' : 'Eddie Editor',
      email: role === 'admin' ? 'ada@example.com' : 'eddie@example.com',
      image: null,
      role,
    },
    expiresAt: '2030-01-01T00:00:00.000Z',
  };
}

/** The people on the users screen demo: the admin viewing it, an editor, and one not yet signed in. */
export const sampleUsers: User[] = [
  {...sampleSession('admin').user, provider: 'github', createdAt: '2025-01-02T09:00:00.000Z'},
  {...sampleSession('editor').user, id: 'u2', provider: 'google', createdAt: '2025-01-09T14:30:00.000Z'},
  {
    id: 'u3',
    name: '',
    email: 'pat@example.org',
    image: null,
    role: 'editor',
    provider: null,
    createdAt: '2025-02-01T11:00:00.000Z',
  },
];

/** A post open in the editor: a short body so the preview beside it shows headings, a list and a link. */
export const sampleDraft: Post = {
  ...samplePosts.items[0],
  id: 'p20',
  status: 'draft',
  publishedAt: null,
  body: `A nib shapes every letter you write. Here is how to pick one.

## Widths

- **Extra fine** for small notes
- **Medium** for everyday writing
- **Broad** for headings

Read more in [the ink guide](/blog/iron-gall-ink).`,
};
