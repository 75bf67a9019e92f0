import { describe, expect, it } from 'vitest';
import { linkChecker } from '../../../../content/links/link-check';

// The checker every link of the site goes through (sources, built pages, the dev server, the studio).
const check = linkChecker({ origin: 'https://www.example.com', pages: new Map(), redirects: [], files: new Set() });
const from = { path: '/contact-us', allowHashLinks: false };

describe('links to other sites and e-mail addresses', () => {
  it('an http:// address, with the https one to write', () => {
    expect(check('http://www.weforum.org/reports', from)).toBe(
      'an http:// address, which browsers mark "Not secure" or refuse; write https://www.weforum.org/reports (check that it opens; if that site has no https version, link to another source)',
    );
    expect(check('https://www.weforum.org/reports', from)).toBeNull();
  });

  it('a mailto: whose address has no domain ending', () => {
    expect(check('mailto:sales@example', from)).toBe(
      'the address sales@example has no domain ending (such as .com or .co.uk), so mail to it goes nowhere; write the whole address, e.g. sales@example.com',
    );
  });

  it('a mailto: that is no address at all, and one with two addresses and a subject', () => {
    expect(check('mailto:sales@@example.com', from)).toBe(
      'sales@@example.com is not a whole e-mail address (address cannot contain more than one @ character), so mail to it goes nowhere; write it as name@company.com',
    );
    expect(check('mailto:', from)).toBe('this e-mail link has no address; write mailto:name@company.com');
    expect(check('mailto:ir@example.com,press@example.co.uk?subject=Results%20Q1', from)).toBeNull();
    expect(check('mailto:ir@example.com,press@example', from)).toBe(
      'the address press@example has no domain ending (such as .com or .co.uk), so mail to it goes nowhere; write the whole address, e.g. press@example.com',
    );
  });

  it('other schemes and the site itself are not judged here', () => {
    expect(check('tel:+15551234567', from)).toBeNull();
    expect(check('https://www.example.com/contact-us', from)).toBe('no page, alias or file at this path');
  });
});
