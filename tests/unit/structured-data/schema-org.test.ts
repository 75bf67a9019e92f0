import { describe, expect, it } from 'vitest';
import {
  article,
  breadcrumbList,
  event,
  jobPosting,
  organization,
  webPage,
  webSite,
} from '../../../src/structured-data/schema-org';

const site = { name: 'Site', url: 'https://site.example', logo: 'https://site.example/images/logo.svg' };
const org = {
  '@type': 'Organization',
  name: 'Site',
  url: 'https://site.example',
  logo: { '@type': 'ImageObject', url: 'https://site.example/images/logo.svg' },
};

describe('schema.org builders', () => {
  it('Organization with its profiles', () => {
    expect(organization({ ...site, sameAs: ['https://social.example/site'] })).toEqual({
      '@context': 'https://schema.org',
      ...org,
      sameAs: ['https://social.example/site'],
    });
  });

  it('WebSite with a SearchAction to /search?q=', () => {
    expect(webSite(site, 'en')).toMatchObject({
      '@type': 'WebSite',
      url: 'https://site.example',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://site.example/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('BreadcrumbList: positions from 1, absolute URLs', () => {
    expect(
      breadcrumbList(
        [
          { label: 'Home', path: '/', lang: 'en' },
          { label: 'Industries', path: '/industries', lang: 'en' },
        ],
        'https://site.example',
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.example/' },
      { '@type': 'ListItem', position: 2, name: 'Industries', item: 'https://site.example/industries' },
    ]);
  });

  it('Article, BlogPosting and NewsArticle: a named person, else the organisation, as author; the share image', () => {
    const input = {
      title: 'T',
      description: 'D',
      url: 'https://site.example/blog/t',
      lang: 'en',
      datePublished: '2025-01-02',
      image: 'https://site.example/images/share/blog/t.png',
    };
    expect(article({ ...input, type: 'BlogPosting', author: 'Ann' }, site)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'T',
      datePublished: '2025-01-02',
      image: ['https://site.example/images/share/blog/t.png'],
      author: { '@type': 'Person', name: 'Ann' },
      publisher: org,
    });
    const news = article({ ...input, type: 'NewsArticle', dateModified: '2025-02-01T10:00:00+01:00' }, site);
    expect(news).toMatchObject({ '@type': 'NewsArticle', author: org, dateModified: '2025-02-01T10:00:00+01:00' });
    expect(article({ ...input, type: 'Article' }, site)).not.toHaveProperty('dateModified');
  });

  it('ContactPage about the organisation with its contact points', () => {
    const contactPoints = [{ contactType: 'customer service', email: 'hello@site.example' }];
    expect(
      webPage(
        {
          type: 'ContactPage',
          title: 'Contact',
          description: 'D',
          url: 'https://site.example/contact',
          lang: 'en',
          withContactPoints: true,
        },
        { ...site, contactPoints },
      ),
    ).toMatchObject({
      '@type': 'ContactPage',
      about: { ...org, contactPoint: [{ '@type': 'ContactPoint', ...contactPoints[0] }] },
    });
  });

  const job = {
    title: 'Dev',
    description: '<p>D</p>',
    url: 'https://site.example/jobs/dev',
    identifier: 'dev',
    datePosted: '2026-03-03',
    validThrough: '2026-05-31',
    appliesElsewhere: false,
  };

  it('JobPosting: Google’s employment type, an office as a PostalAddress with its ISO country', () => {
    expect(
      jobPosting(
        {
          ...job,
          employmentType: 'Full-time',
          address: { street: '1 Road', city: 'London', postalCode: 'EC1', country: 'GB' },
        },
        site,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Dev',
      description: '<p>D</p>',
      url: job.url,
      identifier: { '@type': 'PropertyValue', name: 'Site', value: 'dev' },
      datePosted: '2026-03-03',
      validThrough: '2026-05-31',
      employmentType: 'FULL_TIME',
      hiringOrganization: { ...org, sameAs: 'https://site.example' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 Road',
          addressLocality: 'London',
          postalCode: 'EC1',
          addressCountry: 'GB',
        },
      },
      directApply: true,
    });
  });

  it('JobPosting: a remote job names the countries it hires from; one applied for elsewhere is no direct apply', () => {
    const remote = jobPosting(
      { ...job, employmentType: 'Contract', remoteFrom: ['GB', 'IE'], appliesElsewhere: true },
      site,
    );
    expect(remote).toMatchObject({
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'GB' },
        { '@type': 'Country', name: 'IE' },
      ],
      directApply: false,
    });
    expect(remote).not.toHaveProperty('jobLocation');
  });

  it('JobPosting: a salary range is a baseSalary with its lowest and highest figure; one figure is its value', () => {
    const range = { currency: 'GBP', from: 60000, to: 75000, per: 'year' } as const;
    expect(jobPosting({ ...job, employmentType: 'Full-time', salary: range }, site).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 75000, unitText: 'YEAR' },
    });
    const daily = { currency: 'EUR', from: 650, per: 'day' } as const;
    expect(jobPosting({ ...job, employmentType: 'Contract', salary: daily }, site).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', value: 650, unitText: 'DAY' },
    });
    expect(jobPosting({ ...job, employmentType: 'Full-time' }, site)).not.toHaveProperty('baseSalary');
  });

  const talk = {
    title: 'E',
    description: 'D',
    url: 'https://site.example/events/e',
    startDate: '2027-02-12T08:30:00+00:00',
    endDate: '2027-02-12T11:00:00+00:00',
    image: 'https://site.example/images/share/events/e.png',
    free: true,
  };

  it('Event to come: scheduled, at a place with its address, free', () => {
    const address = { city: 'London', country: 'GB' };
    expect(event({ ...talk, location: 'London, Office', address, past: false }, site)).toMatchObject({
      '@type': 'Event',
      name: 'E',
      startDate: '2027-02-12T08:30:00+00:00',
      endDate: '2027-02-12T11:00:00+00:00',
      image: [talk.image],
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'London, Office',
        address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' },
      },
      organizer: org,
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'GBP', url: talk.url },
    });
  });

  it('Event that is over: online, neither scheduled nor on offer', () => {
    const over = event({ ...talk, location: 'Online', past: true }, site);
    expect(over).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: talk.url },
    });
    expect(over).not.toHaveProperty('eventStatus');
    expect(over).not.toHaveProperty('offers');
  });
});
