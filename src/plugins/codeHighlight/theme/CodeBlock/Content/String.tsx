// The theme's CodeBlockString, except for what fills its <pre>: the theme tokenises every
// block with Prism while hydrating, and its main bundle carries Prism for it. Here a block the
// server rendered keeps its highlighted lines as they are (adopted, not re-rendered), so a
// first visit neither downloads nor runs Prism; blocks rendered in the browser (after a
// client-side navigation, or the stack picker's changed .env) load it on demand. The title,
// buttons and styles are the theme's own; the theme's component cannot be wrapped for this,
// since the <pre> is built inside it. Its metastring rules and word-wrap hook are beside it
// (../../../client): theme-common exports the theme's only from its internal entry point.
import React, {lazy, Suspense, useId, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig, usePrismTheme} from '@docusaurus/theme-common';
import {containsLineNumbers, parseCodeBlockTitle, parseLanguage, parseLines} from '../../../client/codeBlockUtils';
import type {Props} from '@theme/CodeBlock/Content/String';
import Container from '@theme/CodeBlock/Container';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import styles from '../../../client/styles.module.css';
import type {HighlightedLinesProps} from '../../../client/HighlightedLines';
import {blockKey, serverMarkup} from '../../../client/island';
import {useCodeWordWrap} from '../../../client/wordWrap';

declare const INKWELL_SERVER_BUNDLE: boolean;

// Defined by this plugin (index.ts): the server bundle highlights synchronously; the
// client bundle leaves this branch (and Prism) out and imports the same module lazily.
const ServerLines: ComponentType<HighlightedLinesProps> | null = INKWELL_SERVER_BUNDLE
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- kept out of the client bundle by the define above
    (require('../../../client/HighlightedLines') as {default: ComponentType<HighlightedLinesProps>}).default
  : null;
const LazyLines = lazy(() => import('../../../client/HighlightedLines'));

export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
}: Props): ReactNode {
  const {
    prism: {defaultLanguage, magicComments},
  } = useThemeConfig();
  // Prism languages are lowercase; the theme accepts "PHP" as "php" too.
  const language = (languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage)?.toLowerCase();
  const prismTheme = usePrismTheme();
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const {lineClassNames, code} = parseLines(children, {metastring, language, magicComments});
  const wordWrap = useCodeWordWrap(code);
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);
  const id = useId();
  const linesProps: HighlightedLinesProps = {code, language: language ?? 'text', lineClassNames, showLineNumbers};
  // Read once: the server's lines, and the code they show (the stack picker's .env changes after).
  const [adopted] = useState(() => {
    const html = serverMarkup(id, blockKey(linesProps), code, typeof document === 'undefined' ? undefined : document);
    return html === undefined ? undefined : {html, code};
  });
  const preProps = {
    'data-code-island': id,
    tabIndex: 0,
    ref: wordWrap.codeBlockRef,
    className: clsx('prism-code', `language-${language ?? 'text'}`, styles.codeBlock, 'thin-scrollbar'),
    style: prismTheme.plain,
  };

  return (
    <Container
      as="div"
      className={clsx(
        blockClassName,
        language && !blockClassName.includes(`language-${language}`) && `language-${language}`,
      )}
    >
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        {adopted && adopted.code === code ? (
          <pre {...preProps} dangerouslySetInnerHTML={{__html: adopted.html}} />
        ) : (
          <pre {...preProps}>
            {ServerLines ? (
              <ServerLines {...linesProps} />
            ) : (
              // Unhighlighted lines while Prism loads for a block rendered in the browser
              <Suspense fallback={<code className={styles.codeBlockLines}>{code}</code>}>
                <LazyLines {...linesProps} />
              </Suspense>
            )}
          </pre>
        )}
        <div className={styles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton
              className={styles.codeButton}
              onClick={() => wordWrap.toggle()}
              isEnabled={wordWrap.isEnabled}
            />
          )}
          <CopyButton className={styles.codeButton} code={code} />
        </div>
      </div>
    </Container>
  );
}
