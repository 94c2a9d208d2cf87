// Core's fallback for a crash outside any page's layout (in the navbar, the footer, Root),
// replaced so it shows the themed error content with its report link, like a page crash.
// It renders that content without the theme's Layout: the Layout needs a route context, which
// only core's internals can provide outside a route, and the crash may be in the Layout itself.
// Its own boundary falls back to a bare page that depends on nothing themed.
import React, {type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
import styles from './styles.module.css';

/** Shown when the themed content itself throws: nothing here depends on the theme. */
function BareErrorDisplay({error, tryAgain}: Props): ReactNode {
  return (
    <main className={styles.bare}>
      <h1>{translate({id: 'theme.ErrorPageContent.title', message: 'This page crashed.'})}</h1>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary" />
      <ErrorBoundaryError error={error} />
    </main>
  );
}

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <ErrorBoundary fallback={() => <BareErrorDisplay error={error} tryAgain={tryAgain} />}>
      <ErrorPageContent error={error} tryAgain={tryAgain} />
    </ErrorBoundary>
  );
}
