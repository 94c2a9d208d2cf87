/**
 * The CommonMark 0.31.2 examples {@link MarkdownRenderer} renders differently on purpose,
 * grouped by the reason. The Markdown guide (`docs/using-inkwell/markdown-features.md`) lists
 * the same numbers, and a test keeps the two lists, and the renderer, in step: every other
 * example must match the spec, and every example here must still differ from it.
 *
 * @module
 */

/** One reason, and the examples it explains. */
export interface DeliberateDifference {
  /** Why the output differs, as the guide says it. */
  reason: string;
  examples: readonly number[];
}

export const DELIBERATE_DIFFERENCES: readonly DeliberateDifference[] = [
  {
    reason:
      'Elements outside GitHub’s allowlist are removed, keeping their text (unknown tags such as `<foo>`, `<bar>`, `<Warning>`, `<responsive-image>`)',
    examples: [150, 163, 201, 491, 524, 536, 613, 614, 615, 617],
  },
  {
    reason:
      'Attributes outside GitHub’s allowlist are removed (`class`, `language`, made-up attributes), and ids get the `user-content-` prefix',
    examples: [152, 153, 154, 164, 169, 616],
  },
  {
    reason: '`<script>`, `<style>` and `<textarea>` are removed with everything inside them',
    examples: [170, 171, 172, 173, 176, 178],
  },
  {
    reason:
      'HTML comments, processing instructions (`<?php`), declarations (`<!ELEMENT`) and CDATA sections are removed',
    examples: [177, 179, 180, 182, 183, 308, 309, 625, 626, 627, 628, 629],
  },
  {
    reason:
      'Links whose scheme is not `http`, `https`, `mailto`, `irc`, `ircs` or `xmpp` keep their text but lose the address',
    examples: [598, 599, 601],
  },
  {
    reason:
      'GitHub Flavored Markdown turns bare web and email addresses into links, also inside `<…>` that CommonMark leaves as text',
    examples: [602, 606, 608, 611, 612],
  },
];
