import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ProviderGroup} from '@site/src/data/providers';
import styles from './styles.module.css';

export default function ProviderGroupSection({group}: {group: ProviderGroup}): ReactNode {
  return (
    <section className={styles.group} aria-labelledby={`providers-${group.id}`}>
      <Heading as="h2" id={`providers-${group.id}`}>
        {group.title}
      </Heading>
      <p>{group.summary}</p>
      <ul className={styles.cards}>
        {group.providers.map((provider) => (
          <li key={provider.name} className={styles.card}>
            <Link to={provider.to} className={styles.cardLink}>
              <span className={styles.name}>{provider.name}</span>
              <span className={styles.needs}>{provider.needs}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
