import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../builder/build-site';
import { headersFor, parseHeadersFile } from '../../server/headers-file';

const outDir = join(mkdtempSync(join(tmpdir(), 'site-search-')), 'dist');
const bundle = join(outDir, 'pagefind');

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

/** Every indexed page by its path: Pagefind's fragments are gzipped JSON after a signature. */
function fragments(): Map<string, Fragment & { file: string }> {
  const folder = join(bundle, 'fragment');
  return new Map(
    readdirSync(folder).map((file) => {
      const text = gunzipSync(readFileSync(join(folder, file))).toString('utf8');
      const fragment = JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
      return [fragment.url, { ...fragment, file }];
    }),
  );
}

describe('the search index a build of the real pages writes', () => {
  beforeAll(async () => {
    await buildSite({ outDir });
  });

  it('writes Pagefind’s script, worker and entry, precompressed, and none of its ready-made interfaces', () => {
    for (const file of ['pagefind.js', 'pagefind.js.br', 'pagefind-worker.js', 'pagefind-entry.json'])
      expect(existsSync(join(bundle, file)), file).toBe(true);
    expect(readdirSync(bundle).filter((file) => file.includes('-ui') || file.includes('highlight'))).toEqual([]);
  });

  it('has an English and a Hindi index, each with its WebAssembly, and no other', () => {
    const entry = JSON.parse(readFileSync(join(bundle, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { hash: string; page_count: number }>;
    };
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'hi']);
    // /hi and /hi/about-us.
    expect(entry.languages.hi.page_count).toBe(2);
    for (const { hash } of Object.values(entry.languages))
      expect(existsSync(join(bundle, `pagefind.${hash}.pf_meta`))).toBe(true);
    expect(readdirSync(bundle).filter((file) => file.startsWith('wasm.'))).toEqual([
      'wasm.en.pagefind',
      'wasm.hi.pagefind',
    ]);
    expect(readdirSync(join(bundle, 'index')).some((file) => file.startsWith('hi_'))).toBe(true);
  });

  it('indexes each page’s main text with its title, description, language and type', () => {
    const cloud = fragments().get('/services/cloud');
    expect(cloud?.meta).toMatchObject({ title: 'Cloud Services', lang: 'en' });
    expect(cloud?.meta.description).toMatch(/\w/);
    expect(cloud?.filters).toEqual({ type: ['Service'] });
    expect(cloud?.content).toMatch(/migration/i);
    // The header (its region button) and footer (its offices) are on every page and left out.
    expect(cloud?.content).not.toContain('US-EN');
    expect(cloud?.content).not.toContain('Marunouchi');

    const hindi = fragments().get('/hi/about-us');
    expect(hindi?.file).toMatch(/^hi_/);
    expect(hindi?.meta).toMatchObject({ title: 'हमारी कहानी', lang: 'hi' });
    expect(hindi?.content).toContain('इंजीनियरों');
  });

  it('leaves out the 404 page, noindex pages and redirects', () => {
    const indexed = [...fragments().keys()];
    expect(indexed).toContain('/');
    expect(indexed).toContain('/case-studies/banking-cloud');
    for (const path of ['/404', '/search', '/form-not-sent', '/thank-you/contact', '/about/our-story'])
      expect(indexed, path).not.toContain(path);
    const types = new Set([...fragments().values()].flatMap((fragment) => fragment.filters.type ?? []));
    expect(types).toEqual(
      new Set([
        'Service',
        'Industry',
        'Case study',
        'Insight',
        'Blog post',
        'Research',
        'News',
        'Job',
        'Event',
        'Page',
      ]),
    );
  });

  it("lets only the search page and Pagefind's files compile WebAssembly", () => {
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
    const csp = (path: string) => headersFor(rules, path)['Content-Security-Policy'];
    expect(csp('/search')).toContain("'wasm-unsafe-eval'");
    expect(csp('/pagefind/pagefind-worker.js')).toContain("'wasm-unsafe-eval'");
    expect(csp('/')).not.toContain('wasm');
    expect(csp('/services/cloud')).not.toContain('wasm');
  });
});
