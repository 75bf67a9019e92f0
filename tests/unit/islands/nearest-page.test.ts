import { describe, expect, it } from 'vitest';
import { nearestPage } from '../../../src/islands/search/nearest-page';

const pages = [
  { path: '/services/cloud', title: 'Cloud Services' },
  { path: '/services/cybersecurity', title: 'Cybersecurity' },
  { path: '/industries/banking', title: 'Banking' },
  { path: '/about-us', title: 'Our Story' },
  { path: '/', title: 'Home' },
];

describe('the page a mistyped address meant', () => {
  it('is the page a few edits away by address', () => {
    expect(nearestPage('/services/clod', pages)?.title).toBe('Cloud Services');
    expect(nearestPage('/industries/bankng/', pages)?.path).toBe('/industries/banking');
    expect(nearestPage('/Services/Cybersecurty?from=mail#top', pages)?.path).toBe('/services/cybersecurity');
  });

  it('or the page whose title the address spells', () => {
    expect(nearestPage('/cloud-servises', pages)?.path).toBe('/services/cloud');
    expect(nearestPage('/our-storey', pages)?.path).toBe('/about-us');
  });

  it('is none when nothing is near enough', () => {
    expect(nearestPage('/quarterly-dividends-2031', pages)).toBeNull();
    expect(nearestPage('/%E0%A4%zz', pages)).toBeNull();
  });
});
