// Wrapped so the not-found page's route chunk carries its help and renders it as the server
// did, with no lazy part to wait for (src/theme/NotFound/Content).
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
