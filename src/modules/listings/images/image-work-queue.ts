import { availableParallelism } from 'node:os';

/** Work a seller waits for (a post's previews) goes before work done in the background. */
export type ImageWorkPriority = 'waited-for' | 'background';

/**
 * Runs image work a few at a time, the rest in turn. sharp runs each image on libuv's thread pool,
 * which file access and password hashing share: a burst of posts (sixteen photos from four
 * sellers) held every thread, and photos past the number of cores only slowed each other down, so
 * every post of the burst was answered together, at the end. In turn, a post's photos are done in
 * the order the posts arrived, each post answered as soon as its own are: all the photos of one
 * post share a turn, taken when its first photo came, so photos arriving interleaved from posts
 * uploading at once do not make every post wait for every other. Background work in the app's
 * process (an older photo's 800 px size) waits while any work a seller waits for runs or is
 * queued: it would take a core from the previews of a post being answered. The WebP sizes are made
 * in the photo sizes process, whose own queue holds background work only; there its lower CPU
 * priority, not this queue, leaves the cores to the app.
 */
export class ImageWorkQueue {
  private running = 0;
  private waitedForRunning = 0;
  private nextTurn = 0;
  /** What waits, by priority, each in the order of its turn. */
  private readonly waiting: Record<ImageWorkPriority, Array<{ turn: number; start: () => void }>> =
    { 'waited-for': [], background: [] };

  constructor(private readonly slots: number) {}

  /** A place in line, for several pieces of work that belong together (a post's photos). */
  takeTurn(): number {
    return this.nextTurn++;
  }

  async run<T>(
    priority: ImageWorkPriority,
    work: () => Promise<T>,
    turn = this.takeTurn(),
  ): Promise<T> {
    if (this.mayStart(priority)) this.started(priority);
    else {
      await new Promise<void>((resolve) => {
        const line = this.waiting[priority];
        const behind = line.findIndex((waiting) => waiting.turn > turn);
        const start = () => {
          this.started(priority);
          resolve();
        };
        line.splice(behind === -1 ? line.length : behind, 0, { turn, start });
      });
    }
    try {
      return await work();
    } finally {
      this.running -= 1;
      if (priority === 'waited-for') this.waitedForRunning -= 1;
      this.startWaiting();
    }
  }

  /** How many wait for a slot, for tests and diagnostics. */
  get queued(): number {
    return this.waiting['waited-for'].length + this.waiting.background.length;
  }

  /** A seller's work waiting means every slot is taken, so what runs is all that matters. */
  private mayStart(priority: ImageWorkPriority): boolean {
    if (this.running >= this.slots) return false;
    return priority === 'waited-for' || this.waitedForRunning === 0;
  }

  private started(priority: ImageWorkPriority): void {
    this.running += 1;
    if (priority === 'waited-for') this.waitedForRunning += 1;
  }

  /** Hands free slots to what waits, a seller's work first. */
  private startWaiting(): void {
    for (const priority of ['waited-for', 'background'] as const) {
      while (this.waiting[priority].length && this.mayStart(priority)) {
        this.waiting[priority].shift()!.start();
      }
    }
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

/**
 * Whole photos whose WebP sizes are being derived, one at a time per process whoever asks (a
 * post's work, a photo uploaded before its post), in the order they were asked for; each is made
 * with every core the requests leave free (derivePhotoSizes).
 */
export const photoSizesInTurn = new ImageWorkQueue(1);
