// Wrapped to put the "Copy page" menu on the breadcrumbs' line of every docs page, API
// pages included, where it sits above the title without pushing the content down.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import {markdownTwinPath} from '@site/src/components/CopyPage/links';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <div className={styles.row}>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownTwinPath(pathname)} />
      </Head>
      <DocBreadcrumbs {...props} />
      <CopyPage />
    </div>
  );
}
