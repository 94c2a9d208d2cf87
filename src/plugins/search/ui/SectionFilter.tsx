import React, {type ReactNode} from 'react';
import {searchSections, type SearchSection} from '../sections.mjs';
import styles from './styles.module.css';

/** Toggle buttons narrowing results to sections; none pressed means every section. */
export default function SectionFilter({
  selected,
  onChange,
  label = 'Filter results',
}: {
  selected: readonly SearchSection[];
  onChange: (sections: SearchSection[]) => void;
  label?: string;
}): ReactNode {
  return (
    <div role="group" aria-label={label} className={styles.filters}>
      {searchSections.map((section) => {
        const pressed = selected.includes(section);
        return (
          <button
            key={section}
            type="button"
            className={styles.filter}
            aria-pressed={pressed}
            // Keeps focus (and the typed query) in the search box when clicked from its list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChange(pressed ? selected.filter((item) => item !== section) : [...selected, section])}
          >
            {section}
          </button>
        );
      })}
    </div>
  );
}
