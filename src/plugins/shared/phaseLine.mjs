// @ts-check
// The timing line each build step prints when it is done, to read beside Docusaurus's own
// timings (DOCUSAURUS_PERF_LOGGER=true).

/** The prefix of the build steps' timing lines. */
export const phasePrefix = '[inkwell-phase]';

/**
 * The line a step prints when it is done.
 * @param {string} name the step
 * @param {number} milliseconds how long it took
 * @returns {string} `[inkwell-phase] <name>: <seconds> s`
 * @example
 * console.log(phaseLine('security headers', performance.now() - started));
 */
export function phaseLine(name, milliseconds) {
  return `${phasePrefix} ${name}: ${(milliseconds / 1000).toFixed(2)} s`;
}
