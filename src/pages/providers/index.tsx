import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {providerGroups} from '@site/src/data/providers';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';
import ProviderGroupSection from './_components/ProviderGroupSection';

export default function ProvidersPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'providers.title', message: 'Providers'})}
      description={translate({
        id: 'providers.description',
        message: 'The data stores, media storage, sign-in providers and hosts Inkwell works with, and what each needs.',
      })}
    >
      <MarkdownTwinLink />
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="providers.heading">Providers</Translate>
        </Heading>
        <p>
          <Translate id="providers.intro">
            Inkwell runs on your computer with no account at all: a JSON file for content and a folder for images. To
            put a site online you choose one data store, one media storage, at least one sign-in provider and a place to
            host the app. Each card says what you need and which variables turn it on, and links to its guide.
          </Translate>
        </p>
        <p>
          <Translate
            id="providers.picker"
            values={{
              link: (
                <Link to="/docs/category/configuration">
                  <Translate id="providers.pickerLink">Configuration</Translate>
                </Link>
              ),
            }}
          >
            {'Know your choices? {link} writes the .env file for them.'}
          </Translate>
        </p>
        {providerGroups.map((group) => (
          <ProviderGroupSection key={group.id} group={group} />
        ))}
      </main>
    </Layout>
  );
}
