/** A copy of something the worker looked up, and when the source gave it. */
export interface Kept<T> {
  storedAt: number;
  value: T;
}

interface Slot<T> extends Kept<T> {
  /** After a failed refresh, the stale copy is served without asking the source again until then. */
  retryAt: number;
  size: number;
}

export interface ReadOptions<T> {
  now: number;
  /** How long a copy is fresh; an older one is served while a refresh runs in `waitUntil`. */
  freshMs: number;
  waitUntil: (promise: Promise<unknown>) => void;
  /** A slower store shared beyond this isolate (KV, the Cache API), asked when the isolate has no copy. */
  lookUp?: () => Promise<Kept<T> | undefined>;
  /** The source: a new copy (with when it was made), or a throw when it fails. */
  refresh: () => Promise<Kept<T>>;
  /** A refresh behind a served copy failed; the copy stays. */
  onBackgroundFailure: (error: unknown) => void;
}

/** How long a failing source is left alone while its last copy is served. */
export const RETRY_AFTER_FAILURE_MS = 30_000;

/**
 * Stale-while-revalidate in an isolate's memory: a fresh copy is served, a stale one too while one
 * refresh runs in `waitUntil`, and only a key never seen waits for the source. Concurrent requests
 * for a key share its one refresh. The oldest copies go once `maxEntries` or `maxSize` is passed.
 */
export class StaleWhileRevalidate<T> {
  readonly #slots = new Map<string, Slot<T>>();
  readonly #refreshing = new Map<string, Promise<Kept<T>>>();
  #size = 0;

  constructor(
    private readonly bounds: { maxEntries: number; maxSize?: number; sizeOf?: (value: T) => number },
  ) {}

  async read(key: string, options: ReadOptions<T>): Promise<T> {
    const slot = this.#slots.get(key) ?? (await this.#lookUp(key, options));
    if (!slot) return (await this.#refresh(key, options)).value;
    const stale = options.now - slot.storedAt >= options.freshMs;
    if (stale && options.now >= slot.retryAt && !this.#refreshing.has(key)) {
      options.waitUntil(this.#refresh(key, options).catch(options.onBackgroundFailure));
    }
    return slot.value;
  }

  forget(key: string): void {
    const slot = this.#slots.get(key);
    if (!slot) return;
    this.#size -= slot.size;
    this.#slots.delete(key);
  }

  keys(): string[] {
    return [...this.#slots.keys()];
  }

  /** Tests start from a cold isolate. */
  clear(): void {
    this.#slots.clear();
    this.#refreshing.clear();
    this.#size = 0;
  }

  async #lookUp(key: string, options: ReadOptions<T>): Promise<Slot<T> | undefined> {
    const found = await options.lookUp?.();
    return found && this.#keep(key, found);
  }

  #refresh(key: string, options: ReadOptions<T>): Promise<Kept<T>> {
    const running = this.#refreshing.get(key);
    if (running) return running;
    const refreshing = options
      .refresh()
      .then(
        (kept) => {
          this.#keep(key, kept);
          return kept;
        },
        (error: unknown) => {
          const slot = this.#slots.get(key);
          if (slot) slot.retryAt = options.now + RETRY_AFTER_FAILURE_MS;
          throw error;
        },
      )
      .finally(() => this.#refreshing.delete(key));
    this.#refreshing.set(key, refreshing);
    return refreshing;
  }

  #keep(key: string, kept: Kept<T>): Slot<T> {
    this.forget(key);
    const slot: Slot<T> = { ...kept, retryAt: 0, size: this.bounds.sizeOf?.(kept.value) ?? 0 };
    this.#slots.set(key, slot);
    this.#size += slot.size;
    const maxSize = this.bounds.maxSize ?? Infinity;
    while (this.#slots.size > this.bounds.maxEntries || this.#size > maxSize) {
      this.forget(this.#slots.keys().next().value!);
    }
    return slot;
  }
}
