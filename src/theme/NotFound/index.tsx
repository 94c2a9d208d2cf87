// Ejected (the theme rates it safe) so the not-found page helps: a meta description, which
// search engines and Lighthouse's SEO audit expect on every page, and, instead of asking the
// reader to contact the site's owner, search and the pages with the closest addresses.
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

export default function NotFound(): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description={translate({
          id: 'inkwell.notFound.description',
          message: 'This page of the Inkwell documentation does not exist. Search the docs or start from the guides.',
        })}
      />
      <Layout>
        <NotFoundHelp />
      </Layout>
    </>
  );
}
