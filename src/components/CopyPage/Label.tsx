import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

/** The trigger's label, shared by the stand-in and the real menu so the swap is invisible. */
export function CopyPageLabel(): ReactNode {
  return (
    <>
      <Translate id="copyPage.trigger" description="The button that opens the Copy page menu">
        Copy page
      </Translate>{' '}
      {/* A decorative arrow: the button's aria-haspopup already says it opens a menu. */}
      <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10">
        <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </>
  );
}
