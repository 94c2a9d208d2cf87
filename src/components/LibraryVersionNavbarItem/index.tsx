import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props as DefaultNavbarItemProps} from '@theme/NavbarItem/DefaultNavbarItem';
import {useLibraryRelease} from './useLibraryRelease';

/** What the navbar config may set on the item: where it sits, and the mobile flag the theme passes. */
export type Props = Omit<DefaultNavbarItemProps, 'label' | 'href' | 'to'>;

/**
 * The navbar item `custom-libraryVersion`: "@inkwell/cms 0.1.0", linking to that release's
 * notes. It renders the theme's default item, so it looks and behaves like the other links
 * on desktop and in the mobile menu.
 */
export default function LibraryVersionNavbarItem(props: Props): ReactNode {
  const {version, releaseNotesUrl} = useLibraryRelease();
  const label = translate({id: 'inkwell.navbar.libraryVersion.label', message: '@inkwell/cms {version}'}, {version});
  return (
    <DefaultNavbarItem
      {...props}
      label={label}
      href={releaseNotesUrl}
      // Starts with the visible text, so speech input can name it by what it shows.
      aria-label={translate(
        {id: 'inkwell.navbar.libraryVersion.ariaLabel', message: '@inkwell/cms {version} release notes'},
        {version},
      )}
    />
  );
}
