// Wrapped so every Markdown page (the introduction, Accessibility, …) names its Markdown twin.
import React, {type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';

type Props = WrapperProps<typeof MDXPageType>;

export default function MDXPageWrapper(props: Props): ReactNode {
  return (
    <>
      <MarkdownTwinLink />
      <MDXPage {...props} />
    </>
  );
}
