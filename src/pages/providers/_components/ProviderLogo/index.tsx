import React, {type ReactNode} from 'react';
import {logos} from './logos';
import styles from './styles.module.css';

/** A provider's mark beside its name on a card; decorative, as the name says the same. */
export default function ProviderLogo({name}: {name: string}): ReactNode {
  const logo = logos[name];
  if (!logo) return null;
  return (
    <svg className={styles.logo} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {'outline' in logo ? (
        <path
          d={logo.outline}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d={logo.path} fill="currentColor" />
      )}
    </svg>
  );
}
