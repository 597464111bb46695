import type { QueryRunner } from 'typeorm';

/** The listings' photo columns (listing-types.ts SLOT_COLUMN). */
const PHOTO_COLUMNS = ['imageFront', 'imageBack', 'imageRight', 'imageLeft'];

/**
 * Before photo work was kept in photo_jobs, a photo still showing its JPEG preview was finished
 * by the next start from DATA_DIR/pending-photos. Each such photo gets its row here, ready to be
 * claimed, so the upgrade keeps that promise; one whose upload is gone keeps its preview. Written
 * in SQL both engines read, with the quoting of the engine at hand; a second run adds nothing.
 */
export async function queuePhotosStillShowingPreviews(
  queryRunner: QueryRunner,
  quote: (name: string) => string,
): Promise<void> {
  const q = quote;
  for (const column of PHOTO_COLUMNS) {
    await queryRunner.query(
      `INSERT INTO ${q('photo_jobs')} (${q('previewKey')}, ${q('postHash')}, ${q('ready')})
       SELECT l.${q(column)}, l.${q('postHash')}, 1 FROM ${q('listings')} l
       WHERE l.${q(column)} LIKE 'listings/%.jpg'
         AND l.${q(column)} NOT IN (SELECT ${q('previewKey')} FROM ${q('photo_jobs')})`,
    );
  }
}
