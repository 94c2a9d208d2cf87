// Ejected so the not-found body helps: a meta description (search engines and Lighthouse's SEO
// audit expect one on every page), and search and the pages with the closest addresses instead
// of asking the reader to contact the site's owner. The docs render it for unknown /docs/ paths.
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundHelp from '@site/src/components/NotFoundHelp';
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
      <NotFoundHelp className={props.className} />
    </>
  );
}
