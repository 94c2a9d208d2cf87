// The theme's CodeBlockString, except for what fills its <pre> (built inside the theme's
// component, so it cannot be wrapped): a block the server rendered keeps its highlighted lines
// (adopted, not re-tokenised), so a first visit neither downloads nor runs Prism; a block
// rendered in the browser loads Prism on demand.
import React, {lazy, Suspense, useId, useState, type ComponentType, type CSSProperties, type ReactNode} from 'react';
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

// The server bundle highlights synchronously; the client bundle leaves Prism out (index.ts).
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
    style: {...prismTheme.plain, '--code-lines': code.split('\n').length} as CSSProperties,
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
