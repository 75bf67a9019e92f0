import { open, stat } from 'node:fs/promises';

/**
 * Reads a file's whole lines as they are appended, each once. `replaced` tells when the file is no
 * longer the one read so far (a rewrite renamed another over it, or it shrank): read it afresh.
 */
export class FileTail {
  private offset = 0;
  private inode: number | undefined;

  constructor(readonly file: string) {}

  async replaced(): Promise<boolean> {
    const now = await stat(this.file).catch(() => undefined);
    if (!now) return this.inode !== undefined;
    return this.inode !== undefined && (now.ino !== this.inode || now.size < this.offset);
  }

  reset(): void {
    this.offset = 0;
    this.inode = undefined;
  }

  /** The whole lines appended since the last call; a last line without its line break waits. */
  async newLines(): Promise<string[]> {
    let handle;
    try {
      handle = await open(this.file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    try {
      const { size, ino } = await handle.stat();
      if (ino !== this.inode) this.offset = 0;
      this.inode = ino;
      if (size <= this.offset) return [];
      const bytes = Buffer.alloc(size - this.offset);
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, this.offset);
      const end = bytes.subarray(0, bytesRead).lastIndexOf(0x0a) + 1;
      this.offset += end;
      return end
        ? bytes
            .subarray(0, end - 1)
            .toString('utf8')
            .split('\n')
        : [];
    } finally {
      await handle.close();
    }
  }
}
