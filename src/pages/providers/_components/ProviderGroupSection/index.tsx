import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ProviderGroup} from '@site/src/data/providers';
import ProviderLogo from '../ProviderLogo';
import styles from './styles.module.css';

/** Text with its `code` set as code: marked with backticks in the translated message, where a translator keeps it. */
function withCode(text: string): ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** One group of providers as cards linking to their guides; its text comes translated from src/data/providers.ts. */
export default function ProviderGroupSection({group}: {group: ProviderGroup}): ReactNode {
  return (
    <section className="margin-top--lg" aria-labelledby={`providers-${group.id}`}>
      <Heading as="h2" id={`providers-${group.id}`}>
        {group.title}
      </Heading>
      <p>{group.summary}</p>
      {group.development ? <p className={styles.development}>{withCode(group.development)}</p> : null}
      <ul className={`clean-list ${styles.cards}`}>
        {group.providers.map((provider) => (
          <li key={provider.name}>
            <Link to={provider.to} className={`padding--md ${styles.cardLink}`}>
              <span className={styles.name}>
                <ProviderLogo name={provider.name} />
                {provider.name}
              </span>
              <span className={styles.needs}>{withCode(provider.needs)}</span>
              {/* Variable names are code, not prose: never translated. */}
              <span className={`padding-top--sm ${styles.variables}`}>
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
