import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Feature {
  title: string;
  description: string;
  to: string;
}

const features: Feature[] = [
  {
    title: 'Write on the site itself',
    description: 'Signed-in editors get an admin toolbar: new post, new page, edit this page. Markdown with a live preview.',
    to: '/docs/category/using-inkwell',
  },
  {
    title: 'Sign in with what you have',
    description: 'GitHub, Google or Microsoft. The first person to sign in is the admin, who adds everyone else.',
    to: '/docs/category/oauth',
  },
  {
    title: 'Your data, your cloud',
    description: 'Content in MongoDB or DynamoDB, images in S3 or Cloudinary; a JSON file and a folder while you develop.',
    to: '/providers',
  },
  {
    title: 'Deploy anywhere Next.js runs',
    description: 'Vercel, or your own server behind nginx. Missing settings stop start-up with a message that names them.',
    to: '/docs/category/deploy-your-site',
  },
];

export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="home-features">
      <div className="container">
        <Heading as="h2" id="home-features">
          What Inkwell does
        </Heading>
        <ul className={styles.list}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <Heading as="h3">
                <Link to={feature.to}>{feature.title}</Link>
              </Heading>
              <p>{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
