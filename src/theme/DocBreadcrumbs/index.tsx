// Wrapped to put the "Copy page" menu on the breadcrumbs' line, above the title without pushing it down.
import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';
import styles from './styles.module.css';

export default function DocBreadcrumbsWrapper(props: WrapperProps<typeof DocBreadcrumbsType>): ReactNode {
  return (
    <div className={styles.row}>
      <MarkdownTwinLink />
      <DocBreadcrumbs {...props} />
      <CopyPage />
    </div>
  );
}
