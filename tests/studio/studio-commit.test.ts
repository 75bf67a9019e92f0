import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  studioApiPath,
  type BuildProblems,
  type Changes,
  type Committed,
  type FileText,
  type Saved,
  type StudioError,
} from '../../studio/shared/api';
import { startStudio, studioFetch, type RunningStudio, holdDevCode } from './harness';

let studio: RunningStudio;

async function call<T>(name: string, body?: unknown, query = ''): Promise<{ status: number; answer: T }> {
  const response = await studioFetch(studio.url, `${studioApiPath}/${name}${query}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { Origin: studio.url, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, answer: (await response.json()) as T };
}

/** Opens a page through the API, changes its text and saves it, as the studio's Save does. */
async function edit(file: string, change: (text: string) => string): Promise<void> {
  const { answer: opened } = await call<FileText>('file', undefined, `?file=${encodeURIComponent(file)}`);
  const { status } = await call<Saved>('save', { file, text: change(opened.text), version: opened.version });
  expect(status).toBe(200);
}

// No test edits src/ while this file's dev server runs (see holdDevCode).
holdDevCode();

beforeAll(async () => {
  studio = await startStudio();
});

afterAll(async () => {
  await studio?.stop();
});

describe('publishing from the studio into a scratch repository', () => {
  it('lists the change, commits it with the message, and then has nothing to commit', async () => {
    await edit('pages/services/cloud.mdx', (text) =>
      text.replace('title: Cloud Services', 'title: Cloud Services Today'),
    );
    const { answer: changes } = await call<Changes>('changes');
    expect(changes).toEqual({ branch: 'main', files: [{ file: 'pages/services/cloud.mdx', status: 'modified' }] });

    const { status, answer } = await call<Committed>('commit', { message: 'Retitle the cloud page', newBranch: false });
    expect(status).toBe(200);
    expect(answer.branch).toBe('main');
    expect(studio.git('rev-parse', 'HEAD').trim()).toBe(answer.commit);
    expect(studio.git('log', '-1', '--format=%s%n%an').trim()).toBe('Retitle the cloud page\nStudio Test');
    expect(studio.git('show', '--name-only', '--format=', 'HEAD').trim()).toBe('pages/services/cloud.mdx');
    expect(studio.git('status', '--porcelain').trim()).toBe('');

    const nothing = await call<StudioError>('commit', { message: 'Again', newBranch: false });
    expect(nothing).toEqual({
      status: 409,
      answer: { error: 'There is nothing to commit: no page, data file or photo changed since the last commit.' },
    });
  });

  it('commits onto a new branch named from the message', async () => {
    await edit('pages/services/cloud.mdx', (text) =>
      text.replace('title: Cloud Services Today', 'title: Cloud Services'),
    );
    const { status, answer } = await call<Committed>('commit', {
      message: 'Cloud page: old title back',
      newBranch: true,
    });
    expect(status).toBe(200);
    expect(answer.branch).toBe('cloud-page-old-title-back');
    expect(studio.git('branch', '--show-current').trim()).toBe('cloud-page-old-title-back');
    expect(studio.git('log', '-1', '--format=%s').trim()).toBe('Cloud page: old title back');
  });

  it('refuses to commit while a changed page has an error, listing it, and commits nothing', async () => {
    const head = studio.git('rev-parse', 'HEAD').trim();
    await edit('pages/services/cloud.mdx', (text) => `${text}\n<NoSuchComponent />\n`);
    const { status, answer } = await call<BuildProblems>('commit', { message: 'Broken', newBranch: false });
    expect(status).toBe(409);
    expect(answer.error).toMatch(
      /^The site would not build with these changes: fix this problem first, then commit\.$/,
    );
    expect(answer.problems).toEqual([
      expect.objectContaining({ file: 'pages/services/cloud.mdx', message: expect.stringMatching(/NoSuchComponent/) }),
    ]);
    expect(studio.git('rev-parse', 'HEAD').trim()).toBe(head);
    expect(studio.git('status', '--porcelain').trim()).toBe('M pages/services/cloud.mdx');
  });

  it('refuses to commit while a data file breaks the build', async () => {
    studio.git('checkout', '--', 'pages/services/cloud.mdx');
    studio.write('pages/_vocabularies.yaml', `${studio.read('pages/_vocabularies.yaml')}\nunknownList: [a]\n`);
    const { status, answer } = await call<BuildProblems>('commit', { message: 'Broken data', newBranch: false });
    expect(status).toBe(409);
    expect(answer.problems.map((problem) => problem.file)).toContain('pages/_vocabularies.yaml');
    studio.git('checkout', '--', 'pages/_vocabularies.yaml');
  });

  it('says the change report needs the site’s own repository when the pages are a copy', async () => {
    const { status, answer } = await call<StudioError>('review', {});
    expect(status).toBe(409);
    expect(answer.error).toMatch(/^The change report needs the site's own repository/);
    expect(answer.error).toMatch(
      /Ask whoever started the studio to start it from the site's own folder to see the report\.$/,
    );
    expect(answer.error).not.toMatch(/npm/);
  });
});
