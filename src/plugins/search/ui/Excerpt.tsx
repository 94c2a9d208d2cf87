import React, {type ReactNode} from 'react';
import {excerptParts} from './excerpt';

/** An excerpt with the query's matches in `<mark>`. */
export default function Excerpt({html, className}: {html: string; className?: string}): ReactNode {
  return (
    <span className={className}>
      {excerptParts(html).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>,
      )}
    </span>
  );
}
