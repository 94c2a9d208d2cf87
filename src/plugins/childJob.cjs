// @ts-check
// The child's side of standbyNodeChild (nodeChild.ts): the one job the build sends it.

/**
 * Runs `run` on the job the parent sends, then lets the process end; exits 1 when it fails.
 * A process whose parent ends without sending a job (the build failed, or it was not a
 * build) exits 0.
 * @template Job
 * @param {(job: Job) => Promise<unknown>} run
 */
function whenJob(run) {
  let started = false;
  process.once('message', (job) => {
    started = true;
    run(/** @type {Job} */ (job)).then(
      () => process.disconnect(),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
  process.once('disconnect', () => {
    if (!started) process.exit(0);
  });
}

module.exports = {whenJob};
