// Core's "Page Error" fallback, kept whole (its own boundary, a layout-free last resort),
// but rendering the themed error content so app-level crashes get the report link too.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
// Internal to core, but the theme layout cannot render without a route context; core's own
// fallback imports the same provider for the same reason.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import styles from './styles.module.css';

const errorRouteContext = {plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}};
// translate() only looks the id up in the build's translations: safe even here.
const pageTitle = () => translate({id: 'inkwell.error.pageTitle', message: 'Page Error'});

/** Shown when the layout itself throws: nothing here depends on the theme. */
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
    <RouteContextProvider value={errorRouteContext}>
      <ErrorBoundary fallback={() => <BareErrorDisplay error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>{pageTitle()}</title>
        </Head>
        <Layout>
          <ErrorPageContent error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
