import { describe, expect, it } from 'vitest';
import { pageModuleCode } from '../../../../content/mdx/page-module-code';

describe('pageModuleCode', () => {
  it('imports the runtime names from the bundle and holds each photo as the files the build writes', () => {
    const photo = { src: '/images/photos/team-1-960.jpg', sources: [], width: 960, height: 640 };
    const code = pageModuleCode(
      {
        code: 'export default function MDXContent() { return _jsx(_SitePhoto, { photo: _photo0 }); }',
        imports: [
          { kind: 'runtime', names: [{ imported: 'jsx', local: '_jsx' }] },
          { kind: 'runtime', names: [{ imported: 'Photo', local: '_SitePhoto' }] },
          { kind: 'photo', local: '_photo0', source: './team.jpg?photo' },
        ],
      },
      'file:///site/ssr/entry-server.js',
      (source) => (source === './team.jpg?photo' ? photo : { src: '', sources: [], width: 0, height: 0 }),
    );
    expect(code.split('\n')).toEqual([
      'import {jsx as _jsx} from "file:///site/ssr/entry-server.js";',
      'import {Photo as _SitePhoto} from "file:///site/ssr/entry-server.js";',
      `const _photo0 = ${JSON.stringify(photo)};`,
      'export default function MDXContent() { return _jsx(_SitePhoto, { photo: _photo0 }); }',
    ]);
  });
});
