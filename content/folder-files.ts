import { existsSync, lstatSync, readdirSync, realpathSync, readlinkSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ContentProblem } from '../src/shared/content-error';

/** A link in the folder that is not followed: to nothing, or to a file outside the folder. */
export interface RefusedLink {
  /** Relative to the folder, with `/`. */
  file: string;
  /** What the link names, as written in it. */
  target: string;
  kind: 'dangling' | 'outside';
}

export interface FolderFiles {
  /** Every file, relative to the folder with `/`, sorted; a link to a file inside the folder counts as a file. */
  files: string[];
  refused: RefusedLink[];
}

function isInside(folder: string, path: string): boolean {
  return path === folder || path.startsWith(folder + sep);
}

/**
 * The files of `folder` (pages/ or public/), never leaving it: a symbolic link is taken only when
 * it leads to a file inside the folder; one leading nowhere or outside is listed in `refused`, and
 * a link to a folder is not entered (its files are listed where they really are), so a loop such
 * as `public/loop -> .` cannot make the walk endless. `skip` leaves out a name (dot files…).
 */
export function folderFiles(folder: string, skip: (name: string) => boolean = () => false): FolderFiles {
  // A folder git never made (a site whose public/ holds nothing yet) has no files.
  if (!existsSync(folder)) return { files: [], refused: [] };
  const real = realpathSync(folder);
  const files: string[] = [];
  const refused: RefusedLink[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skip(entry.name)) continue;
      const path = join(dir, entry.name);
      const file = relative(folder, path).split(sep).join('/');
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile()) files.push(file);
      else if (entry.isSymbolicLink()) {
        const target = readlinkSync(path);
        let resolved: string;
        try {
          resolved = realpathSync(path);
        } catch {
          refused.push({ file, target, kind: 'dangling' });
          continue;
        }
        if (!isInside(real, resolved)) refused.push({ file, target, kind: 'outside' });
        else if (statSync(resolved).isFile()) files.push(file);
      }
    }
  };
  visit(folder);
  return { files: files.sort(), refused };
}

/** The link as a problem of the folder (`pages` or `public`), in words a copywriter can act on. */
export function refusedLinkProblem(label: string, link: RefusedLink): ContentProblem {
  const message =
    link.kind === 'dangling'
      ? `this file is a link to ${link.target}, which does not exist; delete the link or restore the file`
      : `this file is a link to ${link.target}, outside ${label}/, and the site takes nothing from outside it; delete the link and put the file itself here`;
  return { file: `${label}/${link.file}`, message };
}

/** The problem of a file the site reads by name (`_navigation.yaml`) that is a link out of its folder or to nothing. */
export function linkedOutProblem(file: string): ContentProblem {
  return {
    file,
    message:
      'this file is a link to a file outside its folder, or to nothing, and the site takes nothing from outside it; delete the link and put the file itself here',
  };
}

/** True when `path` (inside `folder`) is, or passes through, a link leading out of the folder or nowhere. */
export function leavesFolder(folder: string, path: string): boolean {
  try {
    lstatSync(path);
  } catch {
    return false;
  }
  try {
    return !isInside(realpathSync(folder), realpathSync(path));
  } catch {
    return true;
  }
}
