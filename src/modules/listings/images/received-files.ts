import { randomBytes } from 'node:crypto';
import { lstat, mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeFilesOlderThan } from './stale-files';

/**
 * Where uploads are written as they arrive, each to a file of its own, for the request that sent
 * it: no more of a photo than waits for the disk (at most 1 MB) sits in the process's memory, so
 * a burst of uploads does not set off garbage collections, and sharp reads the file itself. Local
 * to the instance that took the request, and gone once it is answered (or, for a staged photo,
 * once its sizes are made).
 */
export const RECEIVING_DIR = join(tmpdir(), 'gebeya-uploads');
/** No upload is read, nor any staged photo's sizes made, over this long: a file older was left by a crash. */
export const LEFTOVER_RECEIVED_AGE_MS = 60 * 60 * 1000;
/** Enough of a file's first bytes to tell what kind of image it is. */
export const HEAD_BYTES = 16;

/** An upload received into a file on this instance's disk, with its first bytes in hand. */
export interface ReceivedFile {
  path: string;
  head: Buffer;
}

/** A photo's bytes: in memory, or an upload received into a file. */
export type PhotoSource = Buffer | ReceivedFile;

/** The receiving directory is not this process's alone: a fault of the server, never the uploader's. */
export class UnsafeReceivingDir extends Error {}

let receivingDir: Promise<void> | undefined;

/**
 * The receiving directory, made if need be. The temporary directory is shared with every user of
 * the machine, and the photos still carry their EXIF (a phone's GPS position): one this process
 * does not own alone, or a link to elsewhere, is refused.
 */
export async function preparedReceivingDir(dir = RECEIVING_DIR): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const found = await lstat(dir);
  const ownsIt = process.getuid === undefined || found.uid === process.getuid();
  if (!found.isDirectory() || !ownsIt || (found.mode & 0o077) !== 0) {
    throw new UnsafeReceivingDir(
      `${dir} must be a directory that only this process's user may open.`,
    );
  }
}

/** A new file's path in the receiving directory, which is there once this resolves. */
export async function newReceivedPath(): Promise<string> {
  receivingDir ??= preparedReceivingDir().catch((error: unknown) => {
    receivingDir = undefined;
    throw error;
  });
  await receivingDir;
  return join(RECEIVING_DIR, randomBytes(12).toString('hex'));
}

/**
 * The same upload under a name its request no longer removes when it is answered: for work that
 * goes on after the answer, which removes it when done.
 */
export async function keptBeyondRequest(file: ReceivedFile): Promise<ReceivedFile> {
  const path = `${file.path}-kept`;
  await rename(file.path, path);
  return { path, head: file.head };
}

/** Removing a file already gone is not an error. */
export function removeReceived(path: string): Promise<void> {
  return rm(path, { force: true });
}

/**
 * Files a process that died left in the receiving directory; those of uploads under way, or
 * waiting for their sizes, stay.
 */
export function removeLeftoverReceived(
  olderThanMs = LEFTOVER_RECEIVED_AGE_MS,
  dir = RECEIVING_DIR,
): Promise<void> {
  return removeFilesOlderThan(dir, olderThanMs);
}
