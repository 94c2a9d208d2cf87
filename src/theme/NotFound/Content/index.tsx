// Wrapped to give the not-found page a meta description: search engines and Lighthouse's
// SEO audit expect one on every page, and the theme's page has none.
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'inkwell.notFound.description',
          message: 'This page of the Inkwell documentation does not exist. Search the docs or start from the guides.',
        })}
      />
      <Content {...props} />
    </>
  );
}
