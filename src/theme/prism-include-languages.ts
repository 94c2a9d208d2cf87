// Wrapped to add a compact shell grammar in place of Prism's full `bash` component (3 KB
// gzip, loaded on every page): our shell snippets are commands, flags, strings, variables
// and comments, which this covers. The theme's own function still loads the rest of
// `prism.additionalLanguages`.
import prismIncludeLanguages from '@theme-original/prism-include-languages';
import {shellGrammar} from './shellGrammar';

export default function prismIncludeLanguagesWithShell(Prism: typeof import('prism-react-renderer').Prism): void {
  prismIncludeLanguages(Prism);
  Prism.languages.bash = shellGrammar;
  Prism.languages.sh = shellGrammar;
  Prism.languages.shell = shellGrammar;
}
