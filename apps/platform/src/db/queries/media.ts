import { eq } from 'drizzle-orm';
import type { MediaFile } from '../../media/svg';
import type { Db } from '../client';
import { media } from '../schema';

export async function findMedia(db: Db, key: string): Promise<MediaFile | undefined> {
  const [row] = await db
    .select({ key: media.key, content_type: media.content_type, body: media.body, etag: media.etag })
    .from(media)
    .where(eq(media.key, key))
    .limit(1);
  return row;
}

/** Images that belong to no tenant (game thumbnails); the same content keeps the same key. */
export async function saveSharedMedia(db: Db, files: MediaFile[]): Promise<void> {
  if (files.length) await db.insert(media).values(files).onConflictDoNothing();
}
