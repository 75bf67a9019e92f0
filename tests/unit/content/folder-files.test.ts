import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyPublicFiles } from '../../../builder/bundle/copy-public-files';
import { folderFiles, linkedOutProblem, refusedLinkProblem } from '../../../content/folder-files';
import { readNavigationFile } from '../../../content/navigation/read-navigation-file';
import { readVocabularies } from '../../../content/vocabularies/vocabulary-file';
import { isLinkedOutRequest } from '../../../content/linked-request';

/** A public/ with a file, a folder, a loop, a link inside, a link out and a link to nothing. */
function linkedFolder() {
  const parent = mkdtempSync(join(tmpdir(), 'folder-files-'));
  const folder = join(parent, 'public');
  mkdirSync(join(folder, 'images'), { recursive: true });
  writeFileSync(join(folder, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(folder, 'images/logo.svg'), '<svg/>');
  writeFileSync(join(parent, 'outside.txt'), 'not for the site\n');
  symlinkSync('.', join(folder, 'loop'));
  symlinkSync('..', join(folder, 'images/up'));
  symlinkSync('images/logo.svg', join(folder, 'logo.svg'));
  symlinkSync('/etc/hostname', join(folder, 'secret.txt'));
  symlinkSync(join(parent, 'outside.txt'), join(folder, 'images/outside.txt'));
  symlinkSync('nowhere.txt', join(folder, 'gone.txt'));
  return { parent, folder };
}

describe('folderFiles', () => {
  it('lists files and links inside, never enters a linked folder, and refuses links out or to nothing', () => {
    const { folder } = linkedFolder();
    const { files, refused } = folderFiles(folder);
    expect(files).toEqual(['images/logo.svg', 'logo.svg', 'robots.txt']);
    expect(
      refused
        .map((link) => refusedLinkProblem('public', link).file + ': ' + refusedLinkProblem('public', link).message)
        .sort(),
    ).toEqual([
      'public/gone.txt: this file is a link to nowhere.txt, which does not exist; delete the link or restore the file',
      expect.stringMatching(
        /^public\/images\/outside\.txt: this file is a link to .*outside\.txt, outside public\/, and the site takes nothing from outside it; delete the link and put the file itself here$/,
      ),
      'public/secret.txt: this file is a link to /etc/hostname, outside public/, and the site takes nothing from outside it; delete the link and put the file itself here',
    ]);
  });

  it('the build copies public/ without a link out of it, and without going round the loop', async () => {
    const { parent, folder } = linkedFolder();
    const staging = join(parent, 'staging');
    expect(await copyPublicFiles(folder, staging)).toBe(3);
    expect(readdirSync(staging, { recursive: true, encoding: 'utf8' }).sort()).toEqual([
      'images',
      'images/logo.svg',
      'logo.svg',
      'robots.txt',
    ]);
    expect(readFileSync(join(staging, 'logo.svg'), 'utf8')).toBe('<svg/>');
  });

  it('the dev server refuses a request for a link out of public/ or pages/, by any of its paths', () => {
    const { parent, folder } = linkedFolder();
    const options = { root: parent, publicDir: folder, folders: [folder] };
    expect(isLinkedOutRequest('/secret.txt', options)).toBe(true);
    expect(isLinkedOutRequest('/public/secret.txt?raw', options)).toBe(true);
    expect(isLinkedOutRequest(`/@fs${folder}/images/outside.txt`, options)).toBe(true);
    expect(isLinkedOutRequest('/gone.txt', options)).toBe(true);
    expect(isLinkedOutRequest('/loop/loop/robots.txt', options)).toBe(false);
    expect(isLinkedOutRequest('/logo.svg', options)).toBe(false);
    expect(isLinkedOutRequest('/robots.txt', options)).toBe(false);
    expect(isLinkedOutRequest('/not-there.txt', options)).toBe(false);
  });
});

describe('the files the site reads by name', () => {
  it('reads neither _navigation.yaml nor _vocabularies.yaml through a link out of pages/ or to nothing', () => {
    const parent = mkdtempSync(join(tmpdir(), 'named-files-'));
    const pages = join(parent, 'pages');
    mkdirSync(pages);
    writeFileSync(join(parent, 'navigation.yaml'), 'header: []\n');
    symlinkSync(join(parent, 'navigation.yaml'), join(pages, '_navigation.yaml'));
    symlinkSync('nowhere.yaml', join(pages, '_vocabularies.yaml'));
    const navigation = readNavigationFile(pages, 'pages');
    expect(navigation.file).toBeNull();
    expect(navigation.problems).toEqual([linkedOutProblem('pages/_navigation.yaml')]);
    expect(() => readVocabularies(pages, 'pages')).toThrow(
      /_vocabularies\.yaml: this file is a link to a file outside/,
    );
  });
});
