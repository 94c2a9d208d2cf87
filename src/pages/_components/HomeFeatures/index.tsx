import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Feature {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
}

/**
 * Line icons in the text's colour, drawn here: six simple shapes, where an icon package would
 * add a dependency for them (simple-icons has brands' marks only).
 */
function Icon({children}: {children: ReactNode}): ReactNode {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const icons = {
  write: (
    <Icon>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </Icon>
  ),
  markdown: (
    <Icon>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M6 15V9l3 3 3-3v6" />
      <path d="M17 9v6" />
      <path d="m15 13 2 2 2-2" />
    </Icon>
  ),
  signIn: (
    <Icon>
      <circle cx="8" cy="15" r="4" />
      <path d="m10.8 12.2 9.2-9.2" />
      <path d="m17 6 3 3" />
      <path d="m14.5 8.5 2 2" />
    </Icon>
  ),
  data: (
    <Icon>
      <ellipse cx="12" cy="5" rx="8" ry="3" />
      <path d="M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5" />
      <path d="M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" />
    </Icon>
  ),
  deploy: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18" />
    </Icon>
  ),
  api: (
    <Icon>
      <path d="m8 6-6 6 6 6" />
      <path d="m16 6 6 6-6 6" />
    </Icon>
  ),
};

function features(): Feature[] {
  return [
    {
      title: translate({id: 'home.features.write.title', message: 'Write on the site itself'}),
      description: translate({
        id: 'home.features.write.description',
        message:
          'Signed-in editors get an admin toolbar: New post, New page, Edit this page. Markdown beside a live preview, drafts until you publish.',
      }),
      to: '/docs/category/using-inkwell',
      icon: icons.write,
    },
    {
      title: translate({id: 'home.features.markdown.title', message: 'Markdown, safely rendered'}),
      description: translate({
        id: 'home.features.markdown.description',
        message:
          'Tables, task lists, footnotes and highlighted code, as on GitHub. Nothing an editor types can run script.',
      }),
      to: '/docs/using-inkwell/markdown-features',
      icon: icons.markdown,
    },
    {
      title: translate({id: 'home.features.signIn.title', message: 'Sign in with what you have'}),
      description: translate({
        id: 'home.features.signIn.description',
        message:
          'GitHub, Google or Microsoft. The first person to sign in is the admin, who adds everyone else by email.',
      }),
      to: '/docs/category/oauth',
      icon: icons.signIn,
    },
    {
      title: translate({id: 'home.features.data.title', message: 'Your data, your cloud'}),
      description: translate({
        id: 'home.features.data.description',
        message: 'A JSON file and a folder while you develop; MongoDB or DynamoDB, S3 or Cloudinary when you go live.',
      }),
      to: '/providers',
      icon: icons.data,
    },
    {
      title: translate({id: 'home.features.deploy.title', message: 'Deploy anywhere Next.js runs'}),
      description: translate({
        id: 'home.features.deploy.description',
        message:
          'Vercel, or your own server. A missing or malformed setting stops start-up with a message that names it.',
      }),
      to: '/docs/category/deploy-your-site',
      icon: icons.deploy,
    },
    {
      title: translate({id: 'home.features.api.title', message: 'A small, typed API'}),
      description: translate({
        id: 'home.features.api.description',
        message:
          'Two route files and two catch-all pages. Every component and function is typed and documented, with an example.',
      }),
      to: '/docs/category/api',
      icon: icons.api,
    },
  ];
}

export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="home-features">
      <div className="container">
        <Heading as="h2" id="home-features">
          <Translate id="home.features.title">What Inkwell does</Translate>
        </Heading>
        <ul className={styles.list}>
          {features().map((feature) => (
            <li key={feature.to} className={styles.feature}>
              {/* The whole card is the link; its heading names it. */}
              <Link to={feature.to} className={styles.card}>
                {feature.icon}
                <Heading as="h3">{feature.title}</Heading>
                <p>{feature.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
