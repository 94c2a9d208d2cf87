// Wrapped so every page crash carries the "Page Error" title and a one-click way to report it.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type {Props} from '@theme/Error';
import {buildReportUrl} from './reportUrl';

function ReportProblemLink({error}: {error: Error}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname, search, hash} = useLocation();
  const repository = siteConfig.customFields?.sourceRepository;
  if (typeof repository !== 'string') return null;
  const pageUrl = new URL(pathname + search + hash, siteConfig.url).href;
  return (
    <p className="margin-bottom--md">
      <a href={buildReportUrl(repository, pageUrl, error.message)} target="_blank" rel="noopener noreferrer">
        <Translate id="inkwell.ErrorPageContent.report">Report this problem</Translate>
      </a>
    </p>
  );
}

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>{translate({id: 'inkwell.error.pageTitle', message: 'Page Error'})}</title>
      </Head>
      <ErrorPageContent {...props} />
      <div className="container">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <ReportProblemLink error={props.error} />
          </div>
        </div>
      </div>
    </>
  );
}
