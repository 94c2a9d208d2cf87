import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useStorageSlot} from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import {envFile} from './envFile';
import {stackFrom, stackGroupIds, stackGroups, storageKey, type StackGroup} from './stack';
import styles from './styles.module.css';

/** "Your stack": four choices shared with the docs' tab groups, and its `.env` (the default one without JavaScript). */
export default function StackPicker({showEnv = true}: {showEnv?: boolean}): ReactNode {
  // The same storage slots Docusaurus's `<Tabs groupId>` uses.
  const slots = {
    'data-store': useStorageSlot(storageKey('data-store')),
    media: useStorageSlot(storageKey('media')),
    'sign-in': useStorageSlot(storageKey('sign-in')),
    host: useStorageSlot(storageKey('host')),
  } satisfies Record<StackGroup, unknown>;
  const stack = stackFrom(Object.fromEntries(stackGroupIds.map((group) => [group, slots[group][0]])));
  // Visible names of the groups and their choices.
  const label: Record<string, string> = {
    'data-store': translate({id: 'stackPicker.group.dataStore', message: 'Data store'}),
    media: translate({id: 'stackPicker.group.media', message: 'Media storage'}),
    'sign-in': translate({id: 'stackPicker.group.signIn', message: 'Sign-in'}),
    host: translate({id: 'stackPicker.group.host', message: 'Host'}),
    file: translate({id: 'stackPicker.choice.file', message: 'File (development)'}),
    mongodb: translate({id: 'stackPicker.choice.mongodb', message: 'MongoDB'}),
    dynamodb: translate({id: 'stackPicker.choice.dynamodb', message: 'DynamoDB'}),
    local: translate({id: 'stackPicker.choice.local', message: 'Local folder (development)'}),
    s3: translate({id: 'stackPicker.choice.s3', message: 'S3'}),
    cloudinary: translate({id: 'stackPicker.choice.cloudinary', message: 'Cloudinary'}),
    github: translate({id: 'stackPicker.choice.github', message: 'GitHub'}),
    google: translate({id: 'stackPicker.choice.google', message: 'Google'}),
    microsoft: translate({id: 'stackPicker.choice.microsoft', message: 'Microsoft'}),
    vercel: translate({id: 'stackPicker.choice.vercel', message: 'Vercel'}),
    'self-hosted': translate({id: 'stackPicker.choice.selfHosted', message: 'Self-hosted'}),
  };
  const file = envFile(stack);
  const fileTitle =
    stack.host === 'vercel'
      ? translate({id: 'stackPicker.env.titleVercel', message: 'Vercel → Settings → Environment Variables'})
      : '.env.production.local';

  return (
    <section
      className={styles.picker}
      aria-label={translate({id: 'stackPicker.heading', message: 'Your stack'})}
      data-stack-picker=""
    >
      {/* Not a heading: the outline lists the guide's sections; the region above names the widget. */}
      <p className={clsx(styles.heading, 'margin-bottom--xs')}>
        <Translate id="stackPicker.heading">Your stack</Translate>
      </p>
      <p className={styles.intro}>
        <Translate id="stackPicker.intro">
          Choose what you use. The docs remember it in this browser and show the matching tab on every page.
        </Translate>
      </p>
      <div className={styles.groups}>
        {stackGroupIds.map((group) => (
          <fieldset key={group} className={styles.group}>
            <legend className={styles.legend}>{label[group]}</legend>
            {stackGroups[group].map((value) => (
              <label key={value} className={clsx(styles.choice, value === stack[group] && styles.choiceSelected)}>
                <input
                  type="radio"
                  name={`stack-picker-${group}`}
                  value={value}
                  checked={value === stack[group]}
                  onChange={() => slots[group][1].set(value)}
                />
                <span>{label[value]}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {showEnv && (
        <>
          <p className="margin-bottom--sm">
            <Translate
              id="stackPicker.env.intro"
              values={{
                reference: (
                  <Link to="/docs/category/configuration#every-environment-variable">
                    <Translate id="stackPicker.env.referenceLink">every variable</Translate>
                  </Link>
                ),
              }}
            >
              {'The environment for this stack. Fill in the blank values; see {reference} for what each one does.'}
            </Translate>
          </p>
          <CodeBlock language="ini" title={fileTitle}>
            {file}
          </CodeBlock>
        </>
      )}
    </section>
  );
}
