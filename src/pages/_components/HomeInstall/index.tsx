import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import commands from '@inkwell/quick-start-steps';
import styles from './styles.module.css';

/** The getting-started guide's first commands, read from it at build time (src/plugins/guideQuickStart). */
export default function HomeInstall(): ReactNode {
  return (
    <section className={styles.install} aria-labelledby="home-install">
      <div className={`container ${styles.columns}`}>
        <div className={styles.text}>
          <Heading as="h2" id="home-install">
            <Translate id="home.install.title">Add it to a Next.js app</Translate>
          </Heading>
          <p>
            <Translate id="home.install.intro">
              Install one package, add two route files and two catch-all pages, and set the keys of one sign-in
              provider. Content stays in a JSON file on your computer until you choose a database.
            </Translate>
          </p>
          <Link className="button button--primary" to="/docs/getting-started/create-new-project">
            <Translate id="home.install.guide">Follow Create a new project</Translate>
          </Link>
        </div>
        {/* The guide's own commands; search sends readers to the guide, where they are explained. */}
        <div data-pagefind-ignore>
          <CodeBlock language="bash" className="margin-bottom--none">
            {commands.join('\n')}
          </CodeBlock>
        </div>
      </div>
    </section>
  );
}
