import { open } from 'node:fs/promises';

/** A PNG's width and height from its header (the IHDR chunk comes first), without decoding it. */
export async function pngSize(file: string): Promise<{ width: number; height: number }> {
  const handle = await open(file);
  try {
    const header = Buffer.alloc(24);
    await handle.read(header, 0, 24, 0);
    if (header.toString('latin1', 1, 4) !== 'PNG' || header.toString('latin1', 12, 16) !== 'IHDR')
      throw new Error(`${file} is not a PNG`);
    return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
  } finally {
    await handle.close();
  }
}
