// Extends the theme's map of navbar item types instead of swizzling the navbar (unsafe to
// swizzle): adds `custom-libraryVersion`, used in src/config/navigation.ts.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import LibraryVersionNavbarItem from '@site/src/components/LibraryVersionNavbarItem';

export default {
  ...ComponentTypes,
  'custom-libraryVersion': LibraryVersionNavbarItem,
};
