import React, {type ComponentProps, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** A Markdown table's props, with the name rehypeTableRegionNames gives it (src/plugins/). */
type Props = ComponentProps<'table'> & {'data-region-name'?: string};

/** A Markdown table in a focusable, named region that scrolls sideways, so keyboards can scroll it (WCAG 2.1.1). */
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
