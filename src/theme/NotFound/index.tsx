// Wrapped so the not-found page's chunk carries its help, with no lazy part (see NotFound/Content).
import React, {type ReactNode} from 'react';
import NotFound from '@theme-original/NotFound';
import NotFoundHelp from '@site/src/components/NotFoundHelp';
import {LoadedNotFoundHelp} from '@site/src/components/NotFoundHelp/loaded';

export default function NotFoundWrapper(): ReactNode {
  return (
    <LoadedNotFoundHelp.Provider value={<NotFoundHelp />}>
      <NotFound />
    </LoadedNotFoundHelp.Provider>
  );
}
