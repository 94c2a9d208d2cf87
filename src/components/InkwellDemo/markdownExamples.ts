/** Prefixes the examples' image paths with the docs' base URL; links are paths of the reader's site. */
export function withBaseUrl(source: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return source.replace(/(!\[[^\]]*\]\(|src=")\/(?!\/)/g, `$1${base}/`);
}

/** The examples' image: in every create-next-app's `public/`, and in the docs' `static/`. */
export const EXAMPLE_IMAGE = '/globe.svg';

/** The Markdown on "Markdown features", kept here: in MDX every backtick of a fence would need escaping. */
const fence = '```';

export const markdownExamples = {
  headings: `### A section of your post

#### A smaller section

Every heading gets an id made from its text and a # link you can copy.`,

  emphasis: `You can write **bold**, *italic*, ***both***, ~~struck through~~
and \`inline code\`.

End a line with a backslash\\
to break it without starting a new paragraph.`,

  links: `[A link with a title](https://example.com "Example") and a link to
[another page of your site](/about).

Bare addresses become links too: https://example.com and hello@example.com.`,

  lists: `1. Fill the pen
2. Test the nib
   - on scrap paper
   - on the real page
3. Write

- [x] Choose a title
- [x] Write a draft
- [ ] Publish`,

  quotes: `> Ink is the blood of the writer.
>
> — a proverb, probably

---

Three hyphens on their own line draw a rule, like the one above.`,

  table: `| Nib     | Line width | Best for       |
| :------ | :--------: | -------------: |
| Extra fine | 0.3 mm  | Small notes    |
| Medium  | 0.6 mm     | Everyday       |
| Broad   | 0.9 mm     | Headings       |`,

  code: `${fence}ts
import {Inkwell} from '@inkwell/cms';

// The newest published posts, first page.
const posts = await Inkwell.posts.list({page: 1});
console.log(posts.total);
${fence}

${fence}bash
npm install @inkwell/cms
${fence}`,

  footnotes: `Iron gall ink darkens as it dries.[^oxidation] It has been used
for over a thousand years.[^history]

[^oxidation]: The iron salts oxidise in the air.
[^history]: Most surviving medieval manuscripts use it.`,

  images: `![A globe, drawn in grey lines](${EXAMPLE_IMAGE} "Images take alt text and an optional title")

Link images by address: an upload's \`/uploads/…\` path, or any https:// URL.`,

  html: `<details>
<summary>Show the ink recipe</summary>

Gall nuts, iron sulfate, gum arabic and water.

</details>

Press <kbd>Ctrl</kbd> + <kbd>S</kbd> to save. H<sub>2</sub>O and 10<sup>3</sup>.`,

  sanitized: `<script>alert('stolen cookies')</script>
<img src="${EXAMPLE_IMAGE}" onerror="alert('xss')" width="32" alt="An image with an onerror attribute">

<a href="javascript:alert('xss')">A javascript: link</a>
and <span style="position:fixed;inset:0">a style attribute</span>.

<iframe src="https://example.com"></iframe>`,
} as const;

export type MarkdownExampleName = keyof typeof markdownExamples;
