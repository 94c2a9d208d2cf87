import React, {type ComponentProps, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** A Markdown table's props, with the name rehypeTableRegionNames gives it (src/plugins/). */
type Props = ComponentProps<'table'> & {'data-region-name'?: string};

/**
 * A Markdown table in a region that scrolls sideways on narrow screens. The region is
 * focusable and named, so keyboard users can scroll it too (WCAG 2.1.1); Infima makes the
 * table itself scroll, which no keyboard can reach. Each region is named after its table
 * (its caption, heading or header cells), so a page's regions are told apart in a screen
 * reader's list of landmarks.
 */
export default function ScrollableTable({'data-region-name': name, ...props}: Props): ReactNode {
  const label = name
    ? translate({id: 'inkwell.table.scrollRegionNamed', message: '{name} (table, scrolls sideways)'}, {name})
    : translate({id: 'inkwell.table.scrollRegion', message: 'Table, scrolls sideways'});
  return (
    <div className={styles.scroller} role="region" tabIndex={0} aria-label={label}>
      <table {...props} />
    </div>
  );
}
