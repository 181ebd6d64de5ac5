import { onEffectsCommitted } from './outbox';

export type PollerLog = { warn(object: object, message: string): void; debug(object: object, message: string): void };

/**
 * What a dispatcher of after-commit work runs on: batches until none is left, whenever a
 * transaction of this process commits work for it (an in-process nudge), every
 * `pollIntervalMs` (which also picks up what other instances recorded), and once at start. A
 * database error waits for the next poll. Never two batches of one dispatcher at once.
 */
export abstract class Poller {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private poller: NodeJS.Timeout | undefined;
  private delayed = new Set<NodeJS.Timeout>();
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly timing: { pollIntervalMs: number; batchSize: number; delayMs?: number },
    protected readonly log: PollerLog | undefined,
  ) {}

  /** Claims up to a batch of due work, sends it, and answers how much it claimed. */
  abstract dispatchBatch(): Promise<number>;

  start(): this {
    if (!this.stopped) return this;
    this.stopped = false;
    this.poller = setInterval(() => this.nudge(), this.timing.pollIntervalMs).unref();
    this.unsubscribe = onEffectsCommitted(() => this.nudgeSoon());
    this.nudge();
    return this;
  }

  /** Stops polling and waits for the batch under way; what is left waits for the next start (or another instance). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poller);
    for (const timer of this.delayed) clearTimeout(timer);
    this.delayed.clear();
    this.unsubscribe?.();
    await this.running;
  }

  /** Runs now, or right after the run under way. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.nudge();
      }
    });
  }

  /**
   * New work: now, and when it becomes due if sending is delayed (one timer at a time: what
   * becomes due after it has fired waits for the next poll at most).
   */
  private nudgeSoon() {
    this.nudge();
    const delayMs = this.timing.delayMs ?? 0;
    if (delayMs > 0 && !this.stopped && this.delayed.size === 0) {
      const timer = setTimeout(() => {
        this.delayed.delete(timer);
        this.nudge();
      }, delayMs + 20).unref();
      this.delayed.add(timer);
    }
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped) {
        const claimed = await this.dispatchBatch();
        if (claimed < this.timing.batchSize) return;
      }
    } catch (error) {
      this.log?.warn({ error: { message: (error as Error).message, code: (error as { code?: string }).code } }, `${this.constructor.name} failed; retrying at the next poll`);
    }
  }
}
