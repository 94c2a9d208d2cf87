import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import {CopyPageLabel} from './Label';
import styles from './styles.module.css';

const loadMenu = () => import('./Menu');
const CopyPageMenu = lazy(loadMenu);

/**
 * "Copy page" on docs pages: copy or view the page as Markdown, or open it in ChatGPT or
 * Claude. A plain button of the same look stands in until the reader reaches for it
 * (hover or focus fetch the menu's code, a click or key opens it), which keeps the Radix
 * menu out of every docs page's first visit.
 */
export default function CopyPage(): ReactNode {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const triggerClassName = `button button--sm button--outline button--secondary ${styles.trigger}`;
  const standIn = (
    <button
      type="button"
      className={triggerClassName}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => {
        setWanted(true);
        setOpen(true);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        setWanted(true);
        setOpen(true);
      }}
    >
      <CopyPageLabel />
    </button>
  );
  return (
    <div className={styles.copyPage} data-copy-page="">
      {wanted ? (
        <Suspense fallback={standIn}>
          <CopyPageMenu open={open} onOpenChange={setOpen} triggerClassName={triggerClassName} />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}
