import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {libraryRelease, type LibraryRelease} from './libraryRelease';

/** {@link libraryRelease} of this site, for the navbar item and the footer. */
export function useLibraryRelease(): LibraryRelease {
  return libraryRelease(useDocusaurusContext().siteConfig.customFields);
}
