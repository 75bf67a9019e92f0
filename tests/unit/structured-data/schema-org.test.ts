import { describe, expect, it } from 'vitest';
import {
  article,
  breadcrumbList,
  event,
  jobPosting,
  organization,
  webSite,
} from '../../../src/structured-data/schema-org';

const site = { name: 'Site', url: 'https://site.example', logo: 'https://site.example/logo.svg' };
const org = {
  '@type': 'Organization',
  name: 'Site',
  url: 'https://site.example',
  logo: 'https://site.example/logo.svg',
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

  it('Article, BlogPosting and NewsArticle: a named person, else the organisation, as author', () => {
    const input = {
      title: 'T',
      description: 'D',
      url: 'https://site.example/blog/t',
      lang: 'en',
      datePublished: '2025-01-02',
    };
    expect(article({ ...input, type: 'BlogPosting', author: 'Ann' }, site)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'T',
      datePublished: '2025-01-02',
      author: { '@type': 'Person', name: 'Ann' },
      publisher: org,
    });
    const news = article({ ...input, type: 'NewsArticle', dateModified: '2025-02-01T10:00:00+01:00' }, site);
    expect(news).toMatchObject({ '@type': 'NewsArticle', author: org, dateModified: '2025-02-01T10:00:00+01:00' });
    expect(article({ ...input, type: 'Article' }, site)).not.toHaveProperty('dateModified');
  });

  it('JobPosting: employment type in schema.org words, an office or a remote area', () => {
    const input = { title: 'Dev', description: 'D', url: 'https://site.example/jobs/dev', datePosted: '2026-03-03' };
    expect(jobPosting({ ...input, employmentType: 'Full-time', location: 'London, United Kingdom' }, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      ...input,
      employmentType: 'FULL_TIME',
      hiringOrganization: org,
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'United Kingdom' },
      },
    });
    expect(jobPosting({ ...input, employmentType: 'Contract', location: 'Remote (Europe)' }, site)).toMatchObject({
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'Europe' },
    });
  });

  it('Event: a place, or online', () => {
    const input = { title: 'E', description: 'D', url: 'https://site.example/events/e', startDate: '2026-02-12' };
    expect(event({ ...input, location: 'London, Office' }, site)).toMatchObject({
      '@type': 'Event',
      name: 'E',
      startDate: '2026-02-12',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'London, Office' },
      organizer: org,
    });
    expect(event({ ...input, location: 'Online', endDate: '2026-02-13' }, site)).toMatchObject({
      endDate: '2026-02-13',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: input.url },
    });
  });
});
