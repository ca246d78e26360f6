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
  #args?: A;
  #run = 0;
  #controller?: AbortController;
  #done?: Promise<R>;
  #settle?: [(value: R) => void, (error: unknown) => void];

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: DataTaskOptions<A, R>,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const args = this.options.args();
    const last = this.#args;
    if (!last || args.length !== last.length || args.some((a, i) => a !== last[i])) void this.run(args);
  }

  hostConnected(): void {
    // Back in the page after a removal aborted the run: ask for an update, which reruns it.
    if (!this.#args) this.host.requestUpdate();
  }

  hostDisconnected(): void {
    // A removed element's request is aborted; reconnecting runs it again.
    if (this.status === TaskStatus.PENDING) {
      this.#controller?.abort();
      this.#args = undefined;
      this.status = TaskStatus.INITIAL;
    }
  }

  /** Resolves with the value of the run in progress (or the last one); rejects with its error. */
  get taskComplete(): Promise<R> {
    if (this.status === TaskStatus.PENDING) {
      return (this.#done ??= new Promise<R>((resolve, reject) => (this.#settle = [resolve, reject])));
    }
    return this.status === TaskStatus.ERROR ? Promise.reject(this.error) : Promise.resolve(this.value as R);
  }

  /** Runs the work now (again), aborting a run in progress. */
  async run(args: A = this.options.args()): Promise<void> {
    this.#args = args;
    this.#controller?.abort();
    const controller = (this.#controller = new AbortController());
    const run = ++this.#run;
    this.status = TaskStatus.PENDING;
    this.host.requestUpdate();
    let result: R | typeof initialState;
    try {
      result = await this.options.task(args, {signal: controller.signal});
    } catch (error) {
      if (run !== this.#run) return;
      this.status = TaskStatus.ERROR;
      this.error = error;
      this.value = undefined;
      this.host.requestUpdate();
      this.options.onError?.(error);
      this.#finish(1, error);
      return;
    }
    if (run !== this.#run) return;
    // The update is requested before the listeners hear of it, so that a
    // listener awaiting the host's updateComplete sees the new content.
    this.host.requestUpdate();
    if (result === initialState) {
      this.status = TaskStatus.INITIAL;
    } else {
      this.status = TaskStatus.COMPLETE;
      this.value = result;
      this.error = undefined;
      this.options.onComplete?.(result);
      this.#finish(0, result);
    }
  }

  #finish(which: 0 | 1, outcome: unknown): void {
    const settle = this.#settle;
    this.#done = this.#settle = undefined;
    (settle?.[which] as ((v: unknown) => void) | undefined)?.(outcome);
  }
}
