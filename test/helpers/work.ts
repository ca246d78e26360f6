/**
 * "The tab keeps answering", measured so that a busy machine cannot fail it:
 * the time the kit takes over a hostile answer is compared with the time it
 * takes over the same kind of answer at the size it renders at most (its
 * caps: README, "Bad input"), measured on the same page in the same run,
 * never with a number of milliseconds. A runaway (300 000 tree nodes
 * rendered where the cap is 20 000, 5 MB of Markdown parsed where the cap is
 * 100 000 characters) costs many times the answer at the cap; a machine busy
 * with other work slows both alike.
 */
import {expect} from '@open-wc/testing';

/** How many times the answer at the caps a hostile answer may take. */
export const SLOWER_FACTOR = 5;

/** How long (ms) `run` took, start to end. */
export async function timed(run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/**
 * Runs `run` (the hostile answer), then `atCap` (the same kind of answer at
 * the kit's caps), and fails when `run` took over SLOWER_FACTOR times as
 * long. Past that, `atCap` runs once more: the machine may have been busier
 * during `run`, and the slower of its two runs counts. The hostile answer
 * goes first, so that what the kit says once per page (a cut, say) is said
 * for it.
 */
export async function expectNoSlowerThanAtCap(run: () => Promise<void>, atCap: () => Promise<void>): Promise<void> {
  const hostile = await timed(run);
  let baseline = await timed(atCap);
  if (hostile > SLOWER_FACTOR * baseline) baseline = Math.max(baseline, await timed(atCap));
  expect(Math.round(hostile), `ms the hostile answer took, over ${SLOWER_FACTOR} × the ${Math.round(baseline)} ms of an answer at the caps`).to.be.at.most(
    Math.round(SLOWER_FACTOR * baseline),
  );
}
