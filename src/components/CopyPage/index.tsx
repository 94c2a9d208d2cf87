import React, {useState, type ReactNode} from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {chatGptUrl, claudeUrl, markdownTwinPath} from './links';
import styles from './styles.module.css';

/**
 * "Copy page": the page as Markdown for readers who work with an AI assistant. A Radix
 * menu button (the library's own components use Radix too): arrow keys, Escape and
 * focus return come with it, and a live region announces the copy.
 */
export default function CopyPage(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const twin = markdownTwinPath(pathname);
  const pageUrl = new URL(pathname, siteConfig.url).href;
  const [status, setStatus] = useState('');

  const copy = async () => {
    setStatus('Copying…');
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setStatus('Copied the page as Markdown.');
    } catch {
      setStatus('Could not copy the page. Use “View as Markdown” instead.');
    }
  };

  return (
    <div className={styles.copyPage} data-copy-page="">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={`button button--sm button--outline button--secondary ${styles.trigger}`}>
          Copy page <span aria-hidden="true">▾</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className={styles.menu}>
            <DropdownMenu.Item className={styles.item} onSelect={() => void copy()}>
              Copy as Markdown
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.item} asChild>
              <a href={twin} target="_blank" rel="noopener">
                View as Markdown
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.item} asChild>
              <a href={chatGptUrl(pageUrl)} target="_blank" rel="noopener noreferrer">
                Open in ChatGPT
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.item} asChild>
              <a href={claudeUrl(pageUrl)} target="_blank" rel="noopener noreferrer">
                Open in Claude
              </a>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
