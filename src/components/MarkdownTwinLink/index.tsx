import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {markdownTwinPath} from '@site/src/components/CopyPage/links';

/**
 * Names the page's Markdown twin in its head (`<link rel="alternate" type="text/markdown">`),
 * for tools that look for one. Every page with a twin renders it: docs pages from their
 * breadcrumbs, Markdown pages from MDXPage, and the React pages that have one.
 */
export default function MarkdownTwinLink(): ReactNode {
  const {pathname} = useLocation();
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownTwinPath(pathname)} />
    </Head>
  );
}
