import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {Code, Database, FileText, Globe, KeyRound, PenLine} from 'lucide-react';
import styles from './styles.module.css';

/** The icons' common look: line drawings in the text's colour, hidden from screen readers. */
const iconProps = {className: styles.icon, size: 28, strokeWidth: 1.75, 'aria-hidden': true, focusable: false} as const;

export default function HomeFeatures(): ReactNode {
  const features = [
    {
      title: translate({id: 'home.features.write.title', message: 'Write on the site itself'}),
      description: translate({
        id: 'home.features.write.description',
        message:
          'Signed-in editors get an admin toolbar: New post, New page, Edit this page. Markdown beside a live preview, drafts until you publish.',
      }),
      to: '/docs/category/using-inkwell',
      Icon: PenLine,
    },
    {
      title: translate({id: 'home.features.markdown.title', message: 'Markdown, safely rendered'}),
      description: translate({
        id: 'home.features.markdown.description',
        message:
          'Tables, task lists, footnotes and highlighted code, as on GitHub. Nothing an editor types can run script.',
      }),
      to: '/docs/using-inkwell/markdown-features',
      Icon: FileText,
    },
    {
      title: translate({id: 'home.features.signIn.title', message: 'Sign in with what you have'}),
      description: translate({
        id: 'home.features.signIn.description',
        message:
          'GitHub, Google or Microsoft. The first person to sign in is the admin, who adds everyone else by email.',
      }),
      to: '/docs/category/oauth',
      Icon: KeyRound,
    },
    {
      title: translate({id: 'home.features.data.title', message: 'Your data, your cloud'}),
      description: translate({
        id: 'home.features.data.description',
        message: 'A JSON file and a folder while you develop; MongoDB or DynamoDB, S3 or Cloudinary when you go live.',
      }),
      to: '/providers',
      Icon: Database,
    },
    {
      title: translate({id: 'home.features.deploy.title', message: 'Deploy anywhere Next.js runs'}),
      description: translate({
        id: 'home.features.deploy.description',
        message:
          'Vercel, or your own server. A missing or malformed setting stops start-up with a message that names it.',
      }),
      to: '/docs/category/deploy-your-site',
      Icon: Globe,
    },
    {
      title: translate({id: 'home.features.api.title', message: 'A small, typed API'}),
      description: translate({
        id: 'home.features.api.description',
        message:
          'Two route files and two catch-all pages. Every component and function is typed and documented, with an example.',
      }),
      to: '/docs/category/api',
      Icon: Code,
    },
  ];
  return (
    <section className={styles.features} aria-labelledby="home-features">
      <div className="container">
        <Heading as="h2" id="home-features" className="text--center">
          <Translate id="home.features.title">What Inkwell does</Translate>
        </Heading>
        <ul className={`clean-list ${styles.list}`}>
          {features.map((feature) => (
            <li key={feature.to} className={styles.feature}>
              {/* The whole card is the link; its heading names it. */}
              <Link to={feature.to} className={styles.card}>
                <feature.Icon {...iconProps} />
                <Heading as="h3">{feature.title}</Heading>
                <p className="margin--none">{feature.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
