import { analyzeEmail } from '@hapi/address';

/** What is wrong with one address of a `mailto:` link, in plain words, or undefined when it is whole. */
function emailProblem(address: string): string | undefined {
  if (address === '') return 'this e-mail link has no address; write mailto:name@company.com';
  const analysis = analyzeEmail(address);
  if (!analysis) return undefined;
  if (analysis.code === 'DOMAIN_SEGMENTS_COUNT')
    return `the address ${address} has no domain ending (such as .com or .co.uk), so mail to it goes nowhere; write the whole address, e.g. ${address}.com`;
  return `${address} is not a whole e-mail address (${analysis.error.toLowerCase()}), so mail to it goes nowhere; write it as name@company.com`;
}

/**
 * Why a link to another site or an e-mail address is wrong, or null: an `http://` address (the
 * browser marks it "Not secure", or refuses it), a `mailto:` whose address mail cannot reach.
 * Addresses are read by the WHATWG URL parser, as browsers read them; e-mail addresses by
 * `@hapi/address`, with its rule that a domain has at least two parts.
 */
export function externalLinkProblem(link: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1].toLowerCase();
  if (scheme !== 'http' && scheme !== 'mailto') return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'this is not a whole address; copy it again from the browser';
  }
  if (scheme === 'http')
    return `an http:// address, which browsers mark "Not secure" or refuse; write ${link.replace(/^http:/i, 'https:')} (check that it opens; if that site has no https version, link to another source)`;
  // `mailto:a@b.com,c@d.com?subject=…`: the path holds the addresses, percent-encoded.
  const addresses = url.pathname.split(',').map((address) => {
    try {
      return decodeURIComponent(address).trim();
    } catch {
      return address.trim();
    }
  });
  for (const address of addresses) {
    const problem = emailProblem(address);
    if (problem) return problem;
  }
  return null;
}
