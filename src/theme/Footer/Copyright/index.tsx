// Wrapped to say under the copyright, in the footer's colours, which release of @inkwell/cms these docs describe.
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import {useLibraryRelease} from '@site/src/components/LibraryVersionNavbarItem/useLibraryRelease';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  const {version} = useLibraryRelease();
  return (
    <>
      <Copyright {...props} />
      <p className={`margin-top--xs margin-bottom--none ${styles.version}`}>
        <Translate id="inkwell.footer.version" values={{version}}>
          {'These docs describe @inkwell/cms {version}.'}
        </Translate>
      </p>
    </>
  );
}
