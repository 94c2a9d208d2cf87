import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useStorageSlot} from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import {envFile} from './envFile';
import {stackFrom, stackGroupIds, stackGroups, storageKey, type Stack, type StackGroup} from './stack';
import styles from './styles.module.css';

/** Visible names of the groups and their choices, translated. */
function groupLabel(group: StackGroup): string {
  switch (group) {
    case 'data-store':
      return translate({id: 'stackPicker.group.dataStore', message: 'Data store'});
    case 'media':
      return translate({id: 'stackPicker.group.media', message: 'Media storage'});
    case 'sign-in':
      return translate({id: 'stackPicker.group.signIn', message: 'Sign-in'});
    case 'host':
      return translate({id: 'stackPicker.group.host', message: 'Host'});
  }
}

function choiceLabel(value: string): string {
  const labels: Record<string, string> = {
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
  return labels[value] ?? value;
}

/** One stored choice; the same storage slot Docusaurus's `<Tabs groupId>` uses. */
function useChoice(group: StackGroup) {
  const [value, slot] = useStorageSlot(storageKey(group));
  return {value, set: (next: string) => slot.set(next)};
}

function ChoiceGroup({
  group,
  selected,
  onSelect,
}: {
  group: StackGroup;
  selected: string;
  onSelect: (value: string) => void;
}): ReactNode {
  const name = `stack-picker-${group}`;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{groupLabel(group)}</legend>
      {stackGroups[group].map((value) => (
        <label key={value} className={clsx(styles.choice, value === selected && styles.choiceSelected)}>
          <input type="radio" name={name} value={value} checked={value === selected} onChange={() => onSelect(value)} />
          <span>{choiceLabel(value)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export interface StackPickerProps {
  /** Show the generated `.env` under the choices. */
  showEnv?: boolean;
}

/**
 * "Your stack": one choice each of data store, media storage, sign-in and host, remembered in
 * local storage and shared with every provider tab group in the docs, plus the `.env` file for
 * that stack.
 *
 * @remarks Server-rendered with the default stack and every option visible, so without
 * JavaScript the page still shows a complete, correct `.env` for the default choices.
 */
export default function StackPicker({showEnv = true}: StackPickerProps): ReactNode {
  const choices = {
    'data-store': useChoice('data-store'),
    media: useChoice('media'),
    'sign-in': useChoice('sign-in'),
    host: useChoice('host'),
  } satisfies Record<StackGroup, unknown>;
  const stack: Stack = stackFrom({
    'data-store': choices['data-store'].value,
    media: choices.media.value,
    'sign-in': choices['sign-in'].value,
    host: choices.host.value,
  });
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
      {/* Not a heading: the page's outline, like its table of contents, lists the guide's own
          sections; screen-reader users reach the widget as the region named above. */}
      <p className={styles.heading}>
        <Translate id="stackPicker.heading">Your stack</Translate>
      </p>
      <p className={styles.intro}>
        <Translate id="stackPicker.intro">
          Choose what you use. The docs remember it in this browser and show the matching tab on every page.
        </Translate>
      </p>
      <div className={styles.groups}>
        {stackGroupIds.map((group) => (
          <ChoiceGroup key={group} group={group} selected={stack[group]} onSelect={choices[group].set} />
        ))}
      </div>
      {showEnv ? (
        <div className={styles.env}>
          <p className={styles.envIntro}>
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
        </div>
      ) : null}
    </section>
  );
}
