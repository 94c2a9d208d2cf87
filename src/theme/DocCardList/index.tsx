// Wrapped to keep a category's cards out of the search index: each repeats an indexed page, so
// a category page would match every question its children answer.
import React, {type ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';

export default function DocCardListWrapper(props: WrapperProps<typeof DocCardListType>): ReactNode {
  return (
    <div data-pagefind-ignore="all">
      <DocCardList {...props} />
    </div>
  );
}
