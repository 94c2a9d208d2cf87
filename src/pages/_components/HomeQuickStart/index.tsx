import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

const quickStart = `npx create-next-app@latest my-site --ts --app --eslint --no-tailwind --src-dir --import-alias "@/*"
cd my-site
npm install @inkwell/cms`;

export default function HomeQuickStart(): ReactNode {
  return (
    <section className="container margin-vert--lg" aria-labelledby="home-quick-start">
      <Heading as="h2" id="home-quick-start">
        Quick start
      </Heading>
      <p>Create a Next.js app and add Inkwell to it:</p>
      <CodeBlock language="bash">{quickStart}</CodeBlock>
      <p>
        Then add two route handlers and a catch-all page, as <Link to="/docs/getting-started/create-new-project">Create a new
        project</Link> shows step by step, and run <code>npm run dev</code>.
      </p>
    </section>
  );
}
