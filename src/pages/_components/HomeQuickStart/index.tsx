import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import InstallCommand from '@site/src/components/InstallCommand';

const createApp = `npx create-next-app@latest my-site --ts --app
cd my-site`;

export default function HomeQuickStart(): ReactNode {
  return (
    <section className="container margin-vert--lg" aria-labelledby="home-quick-start">
      <Heading as="h2" id="home-quick-start">
        Quick start
      </Heading>
      <p>Create a Next.js app and add Inkwell to it:</p>
      <CodeBlock language="bash">{createApp}</CodeBlock>
      <InstallCommand packages={['@inkwell/cms']} />
      <p>
        Then add two route handlers and a catch-all page, as <Link to="/docs/getting-started/create-new-project">Create a new
        project</Link> shows step by step, and run <code>npm run dev</code>.
      </p>
    </section>
  );
}
