import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {ProviderGroup} from '@site/src/data/providers';
import styles from './styles.module.css';

/** One group of providers (data stores, media, sign-in, hosting) as cards linking to their guides. */
export default function ProviderGroupSection({group}: {group: ProviderGroup}): ReactNode {
  const t = (key: string, message: string) => translate({id: `providers.${group.id}.${key}`, message});
  return (
    <section className={styles.group} aria-labelledby={`providers-${group.id}`}>
      <Heading as="h2" id={`providers-${group.id}`}>
        {t('title', group.title)}
      </Heading>
      <p>{t('summary', group.summary)}</p>
      {group.development ? <p className={styles.development}>{t('development', group.development)}</p> : null}
      <ul className={styles.cards}>
        {group.providers.map((provider) => (
          <li key={provider.name} className={styles.card}>
            <Link to={provider.to} className={styles.cardLink}>
              <span className={styles.name}>{provider.name}</span>
              <span className={styles.needs}>{t(`${provider.name}.needs`, provider.needs)}</span>
              {/* Variable names are code, not prose: never translated. */}
              <span className={styles.variables}>
                {provider.variables.map((variable) => (
                  <code key={variable}>{variable}</code>
                ))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
