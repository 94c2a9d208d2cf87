// The theme's LastUpdated with the date written out by hand: the theme's Intl.DateTimeFormat is
// the first on the page, and creating it loads ICU's date data while the page hydrates, a long
// part of a guide's blocking time on a phone. The markup and translation ids are the theme's.
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatUtcDate} from './formatUtcDate';

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  const date = lastUpdatedAt ? new Date(lastUpdatedAt) : undefined;
  const atDate = date ? (
    <Translate
      id="theme.lastUpdated.atDate"
      values={{
        date: (
          <b>
            <time dateTime={date.toISOString()} itemProp="dateModified">
              {formatUtcDate(date)}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  ) : (
    ''
  );
  const byUser = lastUpdatedBy ? (
    <Translate id="theme.lastUpdated.byUser" values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  ) : (
    ''
  );
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate id="theme.lastUpdated.lastUpdatedAtBy" values={{atDate, byUser}}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
