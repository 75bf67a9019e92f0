import { readFile, rm } from 'node:fs/promises';
import type { Pool } from 'pg';
import { maskUrl } from '../mask-url';
import type { UploadStore } from '../upload-store';
import { openPool } from './open-pool';
import { schemaOnce } from './schema';

/**
 * Files in PostgreSQL's `form_uploads`, so that every server sharing the database reaches them.
 * A small pool of its own: at most two files are held in memory to be written at a time, however
 * many arrive together.
 */
export function openPostgresUploads(url: string, log: (line: string) => void): UploadStore {
  const poolReady = openPool(
    { connectionString: url, max: 2, connectionTimeoutMillis: 5_000, query_timeout: 30_000 },
    'PostgreSQL (uploads)',
    log,
  );
  const ensureSchema = schemaOnce(poolReady);
  const ready = async (): Promise<Pool> => {
    await ensureSchema();
    return poolReady;
  };
  return {
    description: `PostgreSQL at ${maskUrl(url)} (table form_uploads)`,
    async keep(receivedFile, upload) {
      const client = await (await ready()).connect();
      try {
        const content = await readFile(receivedFile);
        await client.query(
          'insert into form_uploads (id, media_type, bytes, name, content) values ($1, $2, $3, $4, $5)',
          [upload.id, upload.mediaType, upload.bytes, upload.name, content],
        );
      } finally {
        client.release();
      }
      await rm(receivedFile, { force: true });
    },
    async read(id) {
      const { rows } = await (
        await ready()
      ).query<{ content: Buffer }>('select content from form_uploads where id = $1', [id]);
      return rows[0]?.content;
    },
    async remove(ids) {
      if (!ids.length) return 0;
      const { rowCount } = await (
        await ready()
      ).query('delete from form_uploads where id = any($1::uuid[])', [[...ids]]);
      return rowCount ?? 0;
    },
    async stored() {
      const { rows } = await (
        await ready()
      ).query<{ id: string; created: Date }>('select id, created from form_uploads');
      return rows.map((row) => ({ id: row.id, storedAt: row.created }));
    },
    async close() {
      await (await poolReady).end();
    },
  };
}
