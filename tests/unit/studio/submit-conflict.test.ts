import { describe, expect, it } from 'vitest';
import type { TeamConflictingFile } from '../../../studio/shared/team-api';
import { conflictPlan, resolutionOf, type SubmitConflict } from '../../../studio/app/team/submit-conflict';
import { mergedText, overlapsOf } from '../../../studio/shared/three-way-merge';

const base = ['---', 'title: Cloud', '---', '', 'First paragraph.', '', 'Last paragraph.', ''].join('\n');

function textFile(writerText: string, mainText: string): TeamConflictingFile {
  return { file: 'pages/services/cloud.mdx', baseText: base, writerText, mainText, binary: false, lines: [5] };
}

describe('a submit that met the live site’s newer files', () => {
  it('asks about a text both changed in the same place, with the writer’s text as yours and the site’s as the other', () => {
    const file = textFile(
      base.replace('First paragraph.', 'Mine.'),
      base.replace('First paragraph.', 'Published meanwhile.'),
    );
    const plan = conflictPlan([file]);
    expect(plan.texts).toEqual({});
    expect(plan.questions).toHaveLength(1);
    const question = plan.questions[0];
    if (question.kind !== 'text') throw new Error('a text question was expected');
    expect(overlapsOf(question.parts)).toEqual([
      { kind: 'overlap', mine: 'Mine.\n', disk: 'Published meanwhile.\n', mineLine: 5 },
    ]);
    expect(mergedText(question.parts, ['disk'])).toBe(file.mainText);
  });

  it('merges without asking a text whose changes touch different lines', () => {
    const plan = conflictPlan([
      textFile(base.replace('First paragraph.', 'Mine.'), base.replace('Last paragraph.', 'Theirs.')),
    ]);
    expect(plan.questions).toEqual([]);
    expect(plan.texts['pages/services/cloud.mdx']).toBe(
      base.replace('First paragraph.', 'Mine.').replace('Last paragraph.', 'Theirs.'),
    );
  });

  it('asks which side to keep whole for a photo and for a file one side deleted', () => {
    const plan = conflictPlan([
      { file: 'public/images/team.jpg', baseText: null, writerText: null, mainText: null, binary: true, lines: [] },
      { ...textFile('', ''), file: 'pages/a.mdx', writerText: null, mainText: 'site' },
      { ...textFile('', ''), file: 'pages/b.mdx', writerText: 'mine', mainText: null },
    ]);
    expect(plan.questions).toEqual([
      { kind: 'keep', file: 'public/images/team.jpg', binary: true, deletedBy: 'writer' },
      { kind: 'keep', file: 'pages/a.mdx', binary: false, deletedBy: 'writer' },
      { kind: 'keep', file: 'pages/b.mdx', binary: false, deletedBy: 'site' },
    ]);
  });

  it('sends the answers back with the commits the texts were from', () => {
    const conflict: SubmitConflict = {
      status: 'conflict',
      error: 'services/cloud.mdx was changed on the live site…',
      mainCommit: 'a'.repeat(40),
      headCommit: 'b'.repeat(40),
      files: [],
    };
    expect(resolutionOf(conflict, { texts: { 'pages/x.mdx': 'merged' }, keep: {} })).toEqual({
      resolution: { mainCommit: 'a'.repeat(40), headCommit: 'b'.repeat(40), texts: { 'pages/x.mdx': 'merged' } },
    });
    expect(resolutionOf(conflict, { texts: {}, keep: { 'public/images/team.jpg': 'main' } }).resolution?.keep).toEqual({
      'public/images/team.jpg': 'main',
    });
  });
});
