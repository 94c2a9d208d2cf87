import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

const loadMenu = () => import('./Menu');
const CopyPageMenu = lazy(loadMenu);

/** "Copy page" as Markdown or into ChatGPT or Claude; a look-alike button defers Radix to hover or focus. */
export default function CopyPage(): ReactNode {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const triggerClassName = `button button--sm button--outline button--secondary ${styles.trigger}`;
  const openMenu = () => {
    setWanted(true);
    setOpen(true);
  };
  // Shared by the stand-in and the real menu's trigger, so the swap is invisible.
  const label = (
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
      {label}
    </button>
  );
  return (
    <div className={styles.copyPage} data-copy-page="">
      {wanted ? (
        <Suspense fallback={standIn}>
          <CopyPageMenu open={open} onOpenChange={setOpen} triggerClassName={triggerClassName} label={label} />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}
