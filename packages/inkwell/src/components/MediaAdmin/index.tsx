'use client';

import {useId} from 'react';
import type React from 'react';

import type {MediaItem, PageOf} from '../../types.js';
import {MediaList} from '../internal/MediaList.js';
import {useSite} from '../SiteProvider/index.js';

/** Props of {@link MediaAdmin}. */
export interface MediaAdminProps {
  /** The first page of images, as `Inkwell.resolve('/admin/media')` listed them. */
  media: PageOf<MediaItem>;
}

/**
 * The media screen: every uploaded image with its thumbnail, alt text, size and date, to
 * describe anew or delete.
 *
 * @remarks
 * The list is the editor's media library without Insert ({@link MediaList}): changing alt
 * text sends `PATCH ${apiBase}/media/<id>` `{alt}`, deleting `DELETE ${apiBase}/media/<id>`,
 * which the server refuses, naming them, while a post or page shows the image. Editors and
 * admins may use it, as they may the content API's media routes. Reads `apiBase` and `fetch`
 * from the nearest {@link SiteProvider}.
 *
 * @internal Rendered by {@link InkwellRouter} for the `media` result, at `/admin/media`.
 */
export function MediaAdmin({media}: MediaAdminProps): React.JSX.Element {
  const {apiBase, fetch: send} = useSite();
  const id = useId();
  return (
    <section className="inkwell-media-admin" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>Media</h1>
      <p className="inkwell-lead">
        Every image uploaded to your site, newest first. To add one, choose Image… in a post or page.
      </p>
      <MediaList apiBase={apiBase} send={send} initial={media} />
    </section>
  );
}
