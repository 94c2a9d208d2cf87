import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import {CopyPageLabel} from './Label';
import styles from './styles.module.css';

const loadMenu = () => import('./Menu');
const CopyPageMenu = lazy(loadMenu);

/**
 * "Copy page": copy or view the page as Markdown, or open it in ChatGPT or Claude. A plain button of the same look
 * stands in until hover or focus fetch the menu and a click or key opens it: Radix stays out of the first visit.
 */
export default function CopyPage(): ReactNode {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const triggerClassName = `button button--sm button--outline button--secondary ${styles.trigger}`;
  const openMenu = () => {
    setWanted(true);
    setOpen(true);
  };
  const standIn = (
    <button
      type="button"
      className={triggerClassName}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={openMenu}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        openMenu();
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
