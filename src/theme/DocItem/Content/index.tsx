// Wrapped to give the API reference's pages a lower weight in search (see indexWeights).
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {searchWeightOfDoc} from '@site/src/plugins/search/ui/indexWeights';

export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const weight = searchWeightOfDoc(useDoc().metadata.id);
  if (!weight) return <Content {...props} />;
  return (
    <div data-pagefind-weight={weight}>
      <Content {...props} />
    </div>
  );
}
