import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {chatGptUrl, claudeUrl, markdownTwinPath} from './links';
import styles from './styles.module.css';

/** The open "Copy page" menu: Radix, as the library uses, for arrow keys, Escape and focus return; loaded on use. */
export default function CopyPageMenu({
  open,
  onOpenChange,
  triggerClassName,
  label,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerClassName: string;
  label: ReactNode;
}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const twin = markdownTwinPath(pathname);
  const pageUrl = new URL(pathname, siteConfig.url).href;
  const [status, setStatus] = useState('');
  const contentRef = useRef<HTMLDivElement>(null);
  // Opened by the stand-in's click or key: start on the first item, after Radix has focused the menu.
  useEffect(() => {
    if (!open) return undefined;
    const frame = requestAnimationFrame(() =>
      contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const copy = async () => {
    setStatus(translate({id: 'copyPage.status.copying', message: 'Copying…'}));
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setStatus(translate({id: 'copyPage.status.copied', message: 'Copied the page as Markdown.'}));
    } catch {
      setStatus(
        translate({
          id: 'copyPage.status.failed',
          message: 'Could not copy the page. Use “View as Markdown” instead.',
        }),
      );
    }
  };

  return (
    <>
      <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
        <DropdownMenu.Trigger className={triggerClassName}>{label}</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className={styles.menu} ref={contentRef}>
            <DropdownMenu.Item className={styles.item} onSelect={() => void copy()}>
              <Translate id="copyPage.copyMarkdown">Copy as Markdown</Translate>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.item} asChild>
              <a href={twin} target="_blank" rel="noopener">
                <Translate id="copyPage.viewMarkdown">View as Markdown</Translate>
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.item} asChild>
              <a href={chatGptUrl(pageUrl)} target="_blank" rel="noopener noreferrer">
                <Translate id="copyPage.openChatGpt">Open in ChatGPT</Translate>
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.item} asChild>
              <a href={claudeUrl(pageUrl)} target="_blank" rel="noopener noreferrer">
                <Translate id="copyPage.openClaude">Open in Claude</Translate>
              </a>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </>
  );
}
