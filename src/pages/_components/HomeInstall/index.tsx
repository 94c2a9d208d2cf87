import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import steps from '@inkwell/quick-start-steps';
import type {QuickStartBlock} from '@site/src/plugins/guideQuickStart';
import styles from './styles.module.css';

function Blocks({blocks}: {blocks: QuickStartBlock[]}): ReactNode {
  return blocks.map((block) => (
    <CodeBlock key={`${block.title ?? ''}${block.code}`} language={block.language} title={block.title}>
      {block.code}
    </CodeBlock>
  ));
}

/**
 * From nothing to a signed-in admin. The code is the getting-started guide's own, read from it
 * at build time (src/plugins/guideQuickStart/index.ts), which the guide runner follows in a real app.
 */
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
              'From nothing to signed in as your site’s admin, on your own computer, with no database. The code is {guide}’s, which explains each step.'
            }
          </Translate>
        </p>
        {/* The steps are the guide's code, and search sends readers to the guide, where each is explained. */}
        <div className={styles.steps} data-pagefind-ignore>
          <p>
            <strong>
              <Translate id="home.quickStart.create">1. Create a Next.js 16 app and add Inkwell.</Translate>
            </strong>{' '}
            <Translate id="home.quickStart.createDetail">Remove the starter home page: Inkwell serves /.</Translate>
          </p>
          <Blocks blocks={steps.create} />
          <p>
            <strong>
              <Translate id="home.quickStart.routes">2. Mount the two APIs,</Translate>
            </strong>{' '}
            <Translate id="home.quickStart.routesDetail">each in a one-line route file.</Translate>
          </p>
          <Blocks blocks={steps.routes} />
          <p>
            <strong>
              <Translate id="home.quickStart.page">3. Render your site</Translate>
            </strong>{' '}
            <Translate id="home.quickStart.pageDetail">
              with two catch-all pages: visitors from the cache, signed-in people per request.
            </Translate>
          </p>
          <Blocks blocks={steps.page} />
          <p>
            <strong>
              <Translate id="home.quickStart.notFound">4. Route every other path to it,</Translate>
            </strong>{' '}
            <Translate id="home.quickStart.notFoundDetail">
              after your own routes, with a real 404 for paths Inkwell does not know.
            </Translate>
          </p>
          <Blocks blocks={steps.notFound} />
          <p>
            <strong>
              <Translate id="home.quickStart.startAndStyles">5. Check the configuration at start</Translate>
            </strong>{' '}
            <Translate id="home.quickStart.startAndStylesDetail">and import Inkwell’s stylesheet.</Translate>
          </p>
          <Blocks blocks={steps.startAndStyles} />
          <p>
            <strong>
              <Translate id="home.quickStart.run">6. Add a sign-in provider and run it.</Translate>
            </strong>{' '}
            <Translate id="home.quickStart.runDetail">
              Put a GitHub OAuth app’s pair in .env.local, open /setup, name your site and sign in: you are the admin.
            </Translate>
          </p>
          <Blocks blocks={steps.run} />
        </div>
      </div>
    </section>
  );
}
