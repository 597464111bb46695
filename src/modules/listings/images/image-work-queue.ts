import { availableParallelism } from 'node:os';

/** Work a seller waits for (a post's previews) goes before work done in the background. */
export type ImageWorkPriority = 'waited-for' | 'background';

/**
 * Runs image work a few at a time, the rest in turn. sharp runs each image on libuv's thread pool,
 * which file access and password hashing share: a burst of posts (sixteen photos from four
 * sellers) held every thread, and photos past the number of cores only slowed each other down, so
 * every post of the burst was answered together, at the end. In turn, a post's photos are done in
 * the order the posts arrived, each post answered as soon as its own are, and a post's previews
 * go before the WebP sizes being derived in the background.
 */
export class ImageWorkQueue {
  private running = 0;
  private readonly waiting: Record<ImageWorkPriority, Array<() => void>> = {
    'waited-for': [],
    background: [],
  };

  constructor(private readonly slots: number) {}

  async run<T>(priority: ImageWorkPriority, work: () => Promise<T>): Promise<T> {
    if (this.running < this.slots) this.running += 1;
    // A finished piece of work hands its slot straight to the next in line.
    else await new Promise<void>((start) => this.waiting[priority].push(start));
    try {
      return await work();
    } finally {
      const next = this.waiting['waited-for'].shift() ?? this.waiting.background.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** How many wait for a slot, for tests and diagnostics. */
  get queued(): number {
    return this.waiting['waited-for'].length + this.waiting.background.length;
  }
}

/**
 * One image per core and one more, so no core waits while the event loop, busy with the uploads,
 * hands it the next photo; and always at least one of libuv's threads (4 unless
 * UV_THREADPOOL_SIZE says otherwise) left for files and hashing.
 */
export function imageWorkSlots(
  cores = availableParallelism(),
  threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4,
): number {
  return Math.max(1, Math.min(cores + 1, threadPool - 1));
}

/** The queue every image of this process goes through. */
export const imageWork = new ImageWorkQueue(imageWorkSlots());
