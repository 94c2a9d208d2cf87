import React, {type ComponentProps, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * A Markdown table in a region that scrolls sideways on narrow screens. The region is
 * focusable and named, so keyboard users can scroll it too (WCAG 2.1.1); Infima makes the
 * table itself scroll, which no keyboard can reach.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div
      className={styles.scroller}
      role="region"
      tabIndex={0}
      aria-label={translate({id: 'inkwell.table.scrollRegion', message: 'Table, scrolls sideways'})}
    >
      <table {...props} />
    </div>
  );
}
