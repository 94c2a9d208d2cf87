// Wrapped to tell screen-reader users which mode they switched to; the button's own label
// only says what the next click does.
import React, {type ReactNode, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const [announcement, setAnnouncement] = useState('');
  const onChange: Props['onChange'] = (colorMode) => {
    props.onChange(colorMode);
    setAnnouncement(
      colorMode === 'dark'
        ? translate({id: 'inkwell.colorMode.announceDark', message: 'Dark mode on'})
        : translate({id: 'inkwell.colorMode.announceLight', message: 'Light mode on'}),
    );
  };
  return (
    <>
      <ColorModeToggle {...props} onChange={onChange} />
      {/* Polite, so the change is read after the button's own label, not over it. */}
      <span className="sr-only" role="status" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
