// @ts-check

/**
 * The timing line a build step prints when it is done, to read beside Docusaurus's own.
 * @param {string} name
 * @param {number} milliseconds
 */
export function phaseLine(name, milliseconds) {
  return `[inkwell-phase] ${name}: ${(milliseconds / 1000).toFixed(2)} s`;
}
