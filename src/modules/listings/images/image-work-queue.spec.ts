import { ImageWorkQueue, imageWorkSlots } from './image-work-queue';

/** Work that runs until `finish` is called, recording when it started. */
function pending(started: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = reject;
  });
  return {
    work: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
    fail: (error: Error) => fail(error),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ImageWorkQueue', () => {
  it('runs as many at once as it has slots, the rest in the order they came', async () => {
    const queue = new ImageWorkQueue(2);
    const started: string[] = [];
    const jobs = ['a1', 'a2', 'a3', 'b1', 'b2'].map((name) => pending(started, name));
    const results = jobs.map((job) => queue.run('waited-for', job.work));
    await settle();
    expect(started).toEqual(['a1', 'a2']);
    expect(queue.queued).toBe(3);
    jobs[1].finish();
    await settle();
    expect(started).toEqual(['a1', 'a2', 'a3']);
    jobs[0].finish();
    jobs[2].finish();
    await settle();
    expect(started).toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
    jobs[3].finish();
    jobs[4].finish();
    await expect(Promise.all(results)).resolves.toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
    expect(queue.queued).toBe(0);
  });

  it("does one post's photos before a later post's, however their photos arrived", async () => {
    const queue = new ImageWorkQueue(1);
    const started: string[] = [];
    const running = pending(started, 'running');
    void queue.run('waited-for', running.work);
    const [first, second] = [queue.takeTurn(), queue.takeTurn()];
    // Two posts uploading at once: their photos come in turn, one of each.
    const photos = ['first A', 'second A', 'first B', 'second B'].map((name) =>
      pending(started, name),
    );
    photos.forEach((photo, n) => void queue.run('waited-for', photo.work, n % 2 ? second : first));
    for (const job of [running, ...photos]) {
      job.finish();
      await settle();
    }
    expect(started).toEqual(['running', 'first A', 'first B', 'second A', 'second B']);
  });

  it("puts what a seller waits for before the background's work, whenever it came", async () => {
    const queue = new ImageWorkQueue(1);
    const started: string[] = [];
    const running = pending(started, 'webp 1');
    const webp2 = pending(started, 'webp 2');
    const preview = pending(started, 'preview');
    void queue.run('background', running.work);
    void queue.run('background', webp2.work);
    void queue.run('waited-for', preview.work);
    await settle();
    running.finish();
    await settle();
    expect(started).toEqual(['webp 1', 'preview']);
    preview.finish();
    await settle();
    expect(started).toEqual(['webp 1', 'preview', 'webp 2']);
    webp2.finish();
  });

  it("keeps the background's work waiting while a seller's work runs, even with slots free", async () => {
    const queue = new ImageWorkQueue(3);
    const started: string[] = [];
    const webp = pending(started, 'webp');
    const preview1 = pending(started, 'preview 1');
    const preview2 = pending(started, 'preview 2');
    const webpStep2 = pending(started, 'webp, next step');
    void queue.run('background', webp.work);
    void queue.run('waited-for', preview1.work);
    void queue.run('waited-for', preview2.work);
    await settle();
    // What already runs in the background goes on; nothing more of it starts.
    void queue.run('background', webpStep2.work);
    webp.finish();
    await settle();
    expect(started).toEqual(['webp', 'preview 1', 'preview 2']);
    preview1.finish();
    await settle();
    expect(started).toEqual(['webp', 'preview 1', 'preview 2']);
    preview2.finish();
    await settle();
    expect(started).toEqual(['webp', 'preview 1', 'preview 2', 'webp, next step']);
    // Free again: a seller's work still starts at once beside the background's.
    const preview3 = pending(started, 'preview 3');
    void queue.run('waited-for', preview3.work);
    expect(queue.queued).toBe(0);
    preview3.finish();
    webpStep2.finish();
  });

  it('gives a failed piece of work its error and its slot to the next', async () => {
    const queue = new ImageWorkQueue(1);
    const started: string[] = [];
    const broken = pending(started, 'broken');
    const next = pending(started, 'next');
    const failed = queue.run('waited-for', broken.work);
    const after = queue.run('waited-for', next.work);
    broken.fail(new Error('unreadable'));
    await expect(failed).rejects.toThrow('unreadable');
    await settle();
    expect(started).toEqual(['broken', 'next']);
    next.finish();
    await expect(after).resolves.toBe('next');
    // The slot is free again: new work starts at once.
    const later = pending(started, 'later');
    void queue.run('background', later.work);
    expect(started).toEqual(['broken', 'next', 'later']);
    later.finish();
  });

  it('has a slot per core and one more, and leaves a thread of the pool free', () => {
    expect(imageWorkSlots(1, 4)).toBe(2);
    expect(imageWorkSlots(2, 4)).toBe(3);
    expect(imageWorkSlots(16, 4)).toBe(3);
    expect(imageWorkSlots(8, 16)).toBe(9);
    expect(imageWorkSlots(4, 1)).toBe(1);
  });
});
