import type {ReactiveController, ReactiveControllerHost} from 'lit';

/** Where a DataTask is: no request yet, waiting, done, failed. */
export const TaskStatus = {INITIAL: 0, PENDING: 1, COMPLETE: 2, ERROR: 3} as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];

/** Returned by a task function to stay INITIAL (e.g. no client yet). */
export const initialState = Symbol('site-widgets/initial');

export interface DataTaskOptions<A extends readonly unknown[], R> {
  /** The work; must honour the signal. */
  task: (args: A, options: {signal: AbortSignal}) => Promise<R | typeof initialState>;
  /** Flat values the work depends on; it reruns when one changes (shallow compare). */
  args: () => A;
  onComplete?: (value: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * The element's request as a reactive controller, with the same shape as
 * @lit/task's Task (status, value, error, taskComplete, run) in a fifth of
 * its size: it runs before each update when the args changed, aborts the
 * run it supersedes, and drops a late answer to a superseded run.
 */
export class DataTask<A extends readonly unknown[], R> implements ReactiveController {
  status: TaskStatus = TaskStatus.INITIAL;
  value?: R;
  error?: unknown;
  /** Settles with the latest run: its value, or its error. */
  taskComplete: Promise<R> = Promise.resolve(undefined as R);
  #args?: A;
  #run = 0;
  #controller?: AbortController;

  readonly #host: ReactiveControllerHost;
  readonly #options: DataTaskOptions<A, R>;

  constructor(host: ReactiveControllerHost, options: DataTaskOptions<A, R>) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostUpdate(): void {
    const args = this.#options.args();
    const last = this.#args;
    if (!last || args.length !== last.length || args.some((a, i) => a !== last[i])) void this.run(args);
  }

  hostConnected(): void {
    // Back in the page after a removal aborted the run: ask for an update, which reruns it.
    if (!this.#args) this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    // Leaving the page: abort the request (a shared one goes on for the
    // elements still waiting), stop hearing background refreshes, and drop
    // the run's outcome. Reconnecting runs again, from the cache if fresh.
    this.#controller?.abort();
    this.#args = undefined;
    this.#run++;
    if (this.status === TaskStatus.PENDING) this.status = TaskStatus.INITIAL;
  }

  /** Runs the work now (again), aborting a run in progress; settles like taskComplete. */
  run(args: A = this.#options.args()): Promise<R> {
    this.#args = args;
    this.#controller?.abort();
    const controller = (this.#controller = new AbortController());
    const run = ++this.#run;
    this.status = TaskStatus.PENDING;
    this.#host.requestUpdate();
    const current = () => run === this.#run;
    const done = this.#options.task(args, {signal: controller.signal}).then(
      (result) => {
        if (current()) {
          // The update is requested before listeners hear of it, so that a
          // listener awaiting the host's updateComplete sees the new content.
          this.#host.requestUpdate();
          if (result === initialState) {
            this.status = TaskStatus.INITIAL;
          } else {
            this.status = TaskStatus.COMPLETE;
            this.value = result;
            this.error = undefined;
            this.#options.onComplete?.(result);
          }
        }
        return this.value as R;
      },
      (error: unknown) => {
        if (current()) {
          this.status = TaskStatus.ERROR;
          this.error = error;
          this.value = undefined;
          this.#host.requestUpdate();
          this.#options.onError?.(error);
        }
        throw error;
      },
    );
    done.catch(() => {});
    return (this.taskComplete = done);
  }
}
