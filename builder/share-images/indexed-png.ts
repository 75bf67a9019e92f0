import { constants, crc32, deflateSync } from 'node:zlib';

const slots = 1024;

/**
 * Up to 256 colours (0xRRGGBB), each with its index: an open-addressing table in typed arrays,
 * about twice as quick to ask as a Map for the few thousand colour changes a card's text has, and
 * cheap to copy for each card.
 */
export class Palette {
  readonly colours: number[] = [];
  private readonly keys = new Int32Array(slots).fill(-1);
  private readonly indices = new Uint8Array(slots);

  /** The colour's index, given one when new; -1 when it is new and the palette is full. */
  indexOf(colour: number): number {
    for (let slot = Math.imul(colour, 0x9e3779b1) >>> 22; ; slot = (slot + 1) & (slots - 1)) {
      const key = this.keys[slot];
      if (key === colour) return this.indices[slot];
      if (key !== -1) continue;
      if (this.colours.length === 256) return -1;
      this.keys[slot] = colour;
      this.indices[slot] = this.colours.length;
      this.colours.push(colour);
      return this.indices[slot];
    }
  }

  copy(): Palette {
    const copy = new Palette();
    copy.colours.push(...this.colours);
    copy.keys.set(this.keys);
    copy.indices.set(this.indices);
    return copy;
  }
}

/**
 * An image of at most 256 colours as PNG scanlines: each row a filter byte (0, none) and then one
 * palette index a pixel. A card has about 140 colours (white, the band, the star, the logo, and the
 * antialiased edges of the text in two colours), so as palette PNG it is the same picture, in a
 * third of the bytes the compressor has to read.
 */
export interface IndexedImage {
  width: number;
  height: number;
  /** `height` rows of `1 + width` bytes. */
  scanlines: Buffer;
  palette: Palette;
}

/** An RGB image as an indexed one, or undefined when it has more than 256 colours. */
export function indexedOf(rgb: Uint8Array, width: number, height: number): IndexedImage | undefined {
  const scanlines = Buffer.alloc((width + 1) * height);
  const palette = new Palette();
  let lastColour = -1;
  let lastIndex = 0;
  for (let y = 0, from = 0; y < height; y++) {
    let to = y * (width + 1) + 1;
    for (let x = 0; x < width; x++, from += 3, to++) {
      const colour = (rgb[from] << 16) | (rgb[from + 1] << 8) | rgb[from + 2];
      if (colour !== lastColour) {
        lastIndex = palette.indexOf(colour);
        if (lastIndex === -1) return undefined;
        lastColour = colour;
      }
      scanlines[to] = lastIndex;
    }
  }
  return { width, height, scanlines, palette };
}

/**
 * How the scanlines are compressed. Z_RLE finds the long runs of one index the card is made of and
 * nothing else: measured on cards, about 5 times less CPU than level 6's default strategy, for a
 * file about 17% bigger (still smaller than the RGB PNG at level 6).
 */
const deflateOptions = { level: 6, strategy: constants.Z_RLE } as const;

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image as an 8-bit palette PNG: lossless, every pixel the colour it was. */
export function indexedPng({ width, height, scanlines, palette }: IndexedImage): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits a palette index
  header[9] = 3; // colour type: palette
  const colours = Buffer.alloc(palette.colours.length * 3);
  for (const [index, colour] of palette.colours.entries()) {
    colours[index * 3] = colour >> 16;
    colours[index * 3 + 1] = (colour >> 8) & 0xff;
    colours[index * 3 + 2] = colour & 0xff;
  }
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('PLTE', colours),
    chunk('IDAT', deflateSync(scanlines, deflateOptions)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
