import { closeSync, existsSync, fstatSync, fsyncSync, ftruncateSync, openSync, readSync, writeSync } from 'node:fs';
import { tornLinesFile } from './submission-record';

export interface TornLine {
  file: string;
  bytes: number;
  /** The file the fragment was appended to, so nothing is thrown away. */
  keptIn: string;
}

/** Byte offset just after the last line break, scanning back from the end in chunks. */
function endOfLastLine(fd: number, size: number): number {
  const chunk = Buffer.alloc(64 * 1024);
  for (let end = size; end > 0; ) {
    const start = Math.max(0, end - chunk.length);
    const read = readSync(fd, chunk, 0, end - start, start);
    const index = chunk.subarray(0, read).lastIndexOf(0x0a);
    if (index !== -1) return start + index + 1;
    end = start;
  }
  return 0;
}

/**
 * Run at start-up, before anything is appended: a last line without its line break is what a
 * crash in the middle of a write leaves. The next append would glue a good line onto it, so the
 * fragment is moved to `<file>.torn` and the file cut back to its last whole line.
 */
export function setAsideTornLine(file: string): TornLine | undefined {
  if (!existsSync(file)) return undefined;
  const fd = openSync(file, 'r+');
  try {
    const size = fstatSync(fd).size;
    const whole = endOfLastLine(fd, size);
    if (whole === size) return undefined;
    const fragment = Buffer.alloc(size - whole);
    readSync(fd, fragment, 0, fragment.length, whole);
    const keptIn = tornLinesFile(file);
    const torn = openSync(keptIn, 'a');
    try {
      writeSync(torn, Buffer.concat([fragment, Buffer.from('\n')]));
      fsyncSync(torn);
    } finally {
      closeSync(torn);
    }
    ftruncateSync(fd, whole);
    fsyncSync(fd);
    return { file, bytes: fragment.length, keptIn };
  } finally {
    closeSync(fd);
  }
}
