// Wrapped to keep a category's cards out of the search index: each repeats the title and
// description of a page that is indexed itself, so a category page would match every
// question its children answer, and its excerpts would start with the cards' emoji.
import React, {type ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocCardListType>;

export default function DocCardListWrapper(props: Props): ReactNode {
  return (
    <div data-pagefind-ignore="all">
      <DocCardList {...props} />
    </div>
  );
}
