import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {providerGroups} from '@site/src/data/providers';
import ProviderGroupSection from './_components/ProviderGroupSection';

export default function ProvidersPage(): ReactNode {
  return (
    <Layout title="Providers" description="The data stores, media storage, sign-in providers and hosts Inkwell works with, and what each needs.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Providers</Heading>
        <p>
          Inkwell runs on a JSON file and a local folder while you develop. In production you choose one data store, one media
          storage and at least one sign-in provider, and a place to host the app. Each links to the page that sets it up.
        </p>
        {providerGroups.map((group) => (
          <ProviderGroupSection key={group.id} group={group} />
        ))}
      </main>
    </Layout>
  );
}
