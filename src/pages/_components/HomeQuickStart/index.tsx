import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import QuickStartSteps from './_quickStart.mdx';
import styles from './styles.module.css';

/** Four steps from nothing to a signed-in admin; the code is the guides' own, type-checked. */
export default function HomeQuickStart(): ReactNode {
  return (
    <section className={styles.quickStart} aria-labelledby="home-quick-start">
      <div className="container">
        <Heading as="h2" id="home-quick-start">
          <Translate id="home.quickStart.title">Quick start</Translate>
        </Heading>
        <p>
          <Translate
            id="home.quickStart.intro"
            values={{
              guide: (
                <Link to="/docs/getting-started/create-new-project">
                  <Translate id="home.quickStart.guide">Create a new project</Translate>
                </Link>
              ),
            }}
          >
            {
              'From nothing to signed in as your site’s admin, on your own computer, with no database. {guide} explains each step.'
            }
          </Translate>
        </p>
        <div className={styles.steps}>
          {/* MDXContent supplies the theme's MDX components: titled, highlighted code blocks. */}
          <MDXContent>
            <QuickStartSteps />
          </MDXContent>
        </div>
      </div>
    </section>
  );
}
