// @ts-check
// The bench's generated guides, the same for every site: about 600 words each, with headings,
// a code block and a table.
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

const words =
  'ink nib paper draft post page heading reader writer editor margin column quill blotter script letter'.split(' ');

/**
 * @param {number} seed
 * @param {number} count
 */
function prose(seed, count) {
  const out = [];
  for (let index = 0; index < count; index += 1) out.push(words[(seed * 7 + index * 13 + (index >> 3)) % words.length]);
  return `${out.join(' ')}.`;
}

/** @param {number} index */
export function pageSource(index) {
  const fence = '```';
  return `---
title: Generated page ${index}
---

${prose(index, 90)}

## Setting up part ${index}

${prose(index + 1, 120)}

${fence}ts
export function part${index}(input: string): string {
  return input.trim().toUpperCase() + ' ${index}';
}
${fence}

### Options of part ${index}

| option | default | what it does |
| --- | --- | --- |
| \`size\` | ${index} | ${prose(index + 2, 8)} |
| \`mode\` | \`"fast"\` | ${prose(index + 3, 8)} |

${prose(index + 4, 150)}

## Using part ${index}

${prose(index + 5, 180)}
`;
}

/**
 * Writes `count` pages into `dir`, emptied first.
 * @param {string} dir
 * @param {number} count
 */
export function writeGeneratedPages(dir, count) {
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  writeFileSync(join(dir, '_category_.json'), JSON.stringify({label: 'Generated', position: 99}));
  for (let index = 1; index <= count; index += 1) writeFileSync(join(dir, `page-${index}.md`), pageSource(index));
}
