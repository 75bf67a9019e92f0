export type ContentCoding = 'br' | 'gzip' | 'identity';

/** What a client's `Accept-Encoding` allows: each coding's weight, q=0 meaning "never". */
function weights(header: string): { named: Map<string, number>; any: number | undefined } {
  const named = new Map<string, number>();
  let any: number | undefined;
  for (const element of header.split(',')) {
    const [name, ...parameters] = element.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const match = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.exec(parameter);
      if (parameter.startsWith('q=')) weight = match ? Number(match[1]) : Number.NaN;
    }
    if (Number.isNaN(weight)) continue; // a malformed element says nothing
    if (name === '*') any = weight;
    else named.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  return { named, any };
}

/**
 * The coding to send among those a file has: the client's highest weight (RFC 9110, 12.5.3), brotli
 * first on a tie. Identity is acceptable unless refused, but when the client does not weigh it
 * (by name or `*`) any coding it accepts comes first: `gzip;q=0.999, br;q=0.998` gets gzip. Without
 * the header only identity is sent. When a client refuses even identity and nothing else fits,
 * identity is sent anyway (as most servers do), rather than 406.
 */
export function chooseEncoding(header: string | undefined, available: readonly ContentCoding[]): ContentCoding {
  if (!header) return 'identity';
  const { named, any } = weights(header);
  let best: ContentCoding = 'identity';
  let bestWeight = named.get('identity') ?? any ?? 0;
  for (const coding of available) {
    if (coding === 'identity') continue;
    const weight = named.get(coding) ?? any ?? 0;
    if (weight > 0 && (weight > bestWeight || (weight === bestWeight && best === 'identity')))
      [best, bestWeight] = [coding, weight];
  }
  return best;
}
