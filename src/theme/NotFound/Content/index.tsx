// Ejected so the not-found body helps: a meta description (search engines and Lighthouse's SEO
// audit expect one on every page), and search and the pages with the closest addresses instead
// of asking the reader to contact the site's owner. The docs render it for unknown /docs/ paths.
import React, {lazy, Suspense, useContext, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import {LoadedNotFoundHelp} from '@site/src/components/NotFoundHelp/loaded';

// Every docs page's route chunk holds this component, since the docs render it for unknown
// paths: there the help loads only when it shows. The not-found page's own route provides it
// loaded (LoadedNotFoundHelp), so that page hydrates as the server rendered it.
const LazyNotFoundHelp = lazy(() => import('@site/src/components/NotFoundHelp'));

export default function NotFoundContentWrapper(props: Props): ReactNode {
  const loaded = useContext(LoadedNotFoundHelp);
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'inkwell.notFound.description',
          message: 'This page of the Inkwell documentation does not exist. Search the docs or start from the guides.',
        })}
      />
      {/* One Suspense boundary either way: an unknown /docs/ address is served the not-found
          page's HTML and hydrated by the docs' route, which must find the same tree. */}
      <Suspense fallback={null}>{loaded ?? <LazyNotFoundHelp className={props.className} />}</Suspense>
    </>
  );
}
