import type { TeamConflictingFile, TeamSubmitAnswer, TeamSubmitRequest } from '../../shared/team-api';
import { mergedText, mergeTexts, overlapsOf, type MergePart } from '../../shared/three-way-merge';

/**
 * A submit that met the live site's newer version of the writer's files: what to ask the writer,
 * file by file, and the `resolution` their answers make for the next submit.
 */

export type SubmitConflict = Extract<TeamSubmitAnswer, { status: 'conflict' }>;

/** One question: the places both changed in a text (the conflict dialog), or which side of a file to keep whole. */
export type ConflictQuestion =
  | { kind: 'text'; file: string; parts: MergePart[]; writerText: string }
  | {
      kind: 'keep';
      file: string;
      binary: boolean;
      /** Which side no longer has the file. */
      deletedBy: 'writer' | 'site' | null;
    };

export interface ConflictPlan {
  questions: ConflictQuestion[];
  /** Texts merged with nothing to ask (the places git saw overlap, the line merge here did not). */
  texts: Record<string, string>;
}

export function conflictPlan(files: TeamConflictingFile[]): ConflictPlan {
  const questions: ConflictQuestion[] = [];
  const texts: Record<string, string> = {};
  for (const file of files) {
    if (file.binary || file.writerText === null || file.mainText === null) {
      const deletedBy = file.writerText === null ? 'writer' : file.mainText === null ? 'site' : null;
      questions.push({ kind: 'keep', file: file.file, binary: file.binary, deletedBy });
      continue;
    }
    const parts = mergeTexts(file.baseText, file.writerText, file.mainText);
    if (overlapsOf(parts).length === 0) texts[file.file] = mergedText(parts);
    else questions.push({ kind: 'text', file: file.file, parts, writerText: file.writerText });
  }
  return { questions, texts };
}

/** The writer's answers so far: a merged text, or a side kept whole, by file. */
export interface ConflictAnswers {
  texts: Record<string, string>;
  keep: Record<string, 'writer' | 'main'>;
}

/** The next submit's body once every question is answered. */
export function resolutionOf(conflict: SubmitConflict, answers: ConflictAnswers): TeamSubmitRequest {
  const keep = Object.keys(answers.keep).length ? { keep: answers.keep } : {};
  return {
    resolution: {
      mainCommit: conflict.mainCommit,
      headCommit: conflict.headCommit,
      texts: answers.texts,
      ...keep,
    },
  };
}
