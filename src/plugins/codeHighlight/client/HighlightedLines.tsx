import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {Highlight, Prism} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

prismIncludeLanguages(Prism);

export interface HighlightedLinesProps {
  code: string;
  language: string;
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
}

/** The `<code>` of a code block, tokenised by Prism. */
export default function HighlightedLines({
  code,
  language,
  lineClassNames,
  showLineNumbers,
}: HighlightedLinesProps): ReactNode {
  const prismTheme = usePrismTheme();
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) => (
        <code className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}>
          {tokens.map((line, index) => (
            <Line
              key={index}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[index]}
              showLineNumbers={showLineNumbers}
            />
          ))}
        </code>
      )}
    </Highlight>
  );
}
