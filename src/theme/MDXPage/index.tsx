// Wrapped so every Markdown page (the introduction, Accessibility, …) names its Markdown twin.
import React, {type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';

export default function MDXPageWrapper(props: WrapperProps<typeof MDXPageType>): ReactNode {
  return (
    <>
      <MarkdownTwinLink />
      <MDXPage {...props} />
    </>
  );
}
