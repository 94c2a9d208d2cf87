// The theme's LastUpdated with the date written out by hand: the theme's Intl.DateTimeFormat is
// the first on the page, and creating it loads ICU's date data while the page hydrates, a long
// part of a guide's blocking time on a phone. The markup and translation ids are the theme's;
// the author is not shown, since the config leaves showLastUpdateAuthor off.
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatUtcDate} from './formatUtcDate';

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  const date = lastUpdatedAt ? new Date(lastUpdatedAt) : undefined;
  const time = date && (
    <time dateTime={date.toISOString()} itemProp="dateModified">
      {formatUtcDate(date)}
    </time>
  );
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        values={{
          atDate: time ? (
            <Translate id="theme.lastUpdated.atDate" values={{date: <b>{time}</b>}}>
              {' on {date}'}
            </Translate>
          ) : (
            ''
          ),
          byUser: '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
