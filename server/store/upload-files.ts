import { open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { makeFolder } from './make-folder';
import { uploadsFolder, type UploadStore } from './upload-store';

const storedName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files in `DATA_DIR/uploads/` (0700), each named by its generated id only (0600, as the
 * receiver wrote it): the visitor's file name never reaches the file system.
 */
export function openUploadFiles(dataDir: string): UploadStore {
  const folder = uploadsFolder(dataDir);
  const pathOf = (id: string) => {
    if (!storedName.test(id)) throw new Error(`not an upload id: ${JSON.stringify(id)}`);
    return join(folder, id);
  };
  return {
    description: `files in ${folder}`,
    async keep(receivedFile, upload) {
      await makeFolder(folder);
      await fsyncPath(receivedFile);
      await rename(receivedFile, pathOf(upload.id));
      // The rename is durable only once the folder's entry is.
      await fsyncPath(folder);
    },
    async read(id) {
      try {
        return await readFile(pathOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(ids) {
      let removed = 0;
      for (const id of ids) {
        const path = pathOf(id);
        const existed = await open(path, 'r').then(
          (handle) => handle.close().then(() => true),
          () => false,
        );
        await rm(path, { force: true });
        if (existed) removed++;
      }
      return removed;
    },
    async stored() {
      let names: string[];
      try {
        names = (await readdir(folder)).filter((name) => storedName.test(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const files = await Promise.all(
        names.map((id) =>
          stat(join(folder, id)).then(
            ({ mtime }) => ({ id, storedAt: mtime }),
            () => undefined, // removed meanwhile
          ),
        ),
      );
      return files.filter((file) => file !== undefined);
    },
    close: async () => {},
  };
}
