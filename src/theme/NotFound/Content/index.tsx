// Ejected so the not-found body helps: a meta description, a search and the closest pages, not "contact the owner".
import React, {lazy, Suspense, useContext, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import {LoadedNotFoundHelp} from '@site/src/components/NotFoundHelp/loaded';

// Lazy, as every docs chunk holds this; the not-found route gives it loaded (LoadedNotFoundHelp) to hydrate as built.
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
