// The live objects of a run (or of a plan), which a store must not hold: the controllers of its work,
// which its end aborts, and its caches, which end with it. The stores keep only what the screen shows.
const ENDED = () => new DOMException('The session has ended', 'AbortError');

export class Session<Cache> {
  readonly #life = new AbortController();
  readonly #work = new Set<AbortController>();

  constructor(readonly cache: Cache) {}

  /** Aborted when the session ends. */
  get signal(): AbortSignal {
    return this.#life.signal;
  }

  get ended(): boolean {
    return this.#life.signal.aborted;
  }

  /** True while a piece of its work is under way. */
  get busy(): boolean {
    return this.#work.size > 0;
  }

  /** Runs `work` with a controller of its own, which `cancel` and the session's end abort; an ended session starts nothing. */
  async run<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    this.#life.signal.throwIfAborted();
    const controller = new AbortController();
    this.#work.add(controller);
    try {
      return await work(controller.signal);
    } finally {
      this.#work.delete(controller);
    }
  }

  /** Aborts the work under way; the session goes on. */
  cancel(reason: unknown): void {
    for (const controller of this.#work) controller.abort(reason);
  }

  /** Ends the session: its signal and its work under way abort with `reason`, and it starts nothing more. */
  dispose(reason: unknown = ENDED()): void {
    if (this.ended) return;
    this.#life.abort(reason);
    this.cancel(reason);
  }
}

/** The current session of one kind (the run's, the plan's), and the one about to replace it. */
export class Sessions<Cache> {
  #current: Session<Cache> | null = null;
  #next: Session<Cache> | null = null;

  /** `fresh` makes a new session's caches; it is given the caches of the session it replaces. */
  constructor(private readonly fresh: (before: Cache | null) => Cache) {}

  /** The session now; one is opened when there is none (a run restored after a reload) or it has ended. */
  get current(): Session<Cache> {
    if (!this.#current || this.#current.ended) this.#current = new Session(this.fresh(this.#current?.cache ?? null));
    return this.#current;
  }

  /** A session for what is about to replace the current one, which stays current until `start`. */
  open(): Session<Cache> {
    this.#next?.dispose();
    this.#next = new Session(this.fresh(this.#current?.cache ?? null));
    return this.#next;
  }

  /** `next` (the one opened last) replaces the current session, which ends with `reason`. */
  start(next: Session<Cache>, reason?: unknown): void {
    if (next !== this.#next || next.ended) throw new Error('Only the session opened last can start.');
    this.#next = null;
    this.#current?.dispose(reason);
    this.#current = next;
  }

  /** Ends a session opened and never started (the current one stays); a started one is left as it is. */
  drop(next: Session<Cache>): void {
    if (next !== this.#next) return;
    this.#next = null;
    next.dispose();
  }

  /** A new session replaces the current one at once (a newer plan ends the older). */
  replace(reason?: unknown): Session<Cache> {
    const next = this.open();
    this.start(next, reason);
    return next;
  }

  /** True while the current session, or the one opened to replace it, has work under way. */
  get busy(): boolean {
    return Boolean(this.#current?.busy || this.#next?.busy);
  }

  /** Aborts the work under way of the current session and of the one opened to replace it. */
  cancel(reason: unknown): void {
    this.#current?.cancel(reason);
    this.#next?.cancel(reason);
  }
}
