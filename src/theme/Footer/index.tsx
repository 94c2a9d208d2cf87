// Wrapped to say which release of @inkwell/cms these docs describe, under the footer links.
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Footer from '@theme-original/Footer';
import styles from './styles.module.css';

export default function FooterWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const libraryVersion = siteConfig.customFields?.libraryVersion;
  return (
    <>
      <Footer />
      {typeof libraryVersion === 'string' && (
        <p className={styles.version}>
          <Translate id="inkwell.footer.version" values={{version: <code>{libraryVersion}</code>}}>
            {'These docs describe @inkwell/cms {version}.'}
          </Translate>
        </p>
      )}
    </>
  );
}
