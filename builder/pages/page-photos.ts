import { dirname, resolve } from 'node:path';
import { builtPhotoSet, photoJob, type PhotoJob } from '../../content/photos/photo-plugin';
import type { PhotoSet } from '../../src/shared/photos/photo-set';
import { photoQuery } from '../../content/photos/rehype-photos';

/**
 * The photos the pages show, each read once however many pages show it: the `PhotoSet` a page's
 * module holds, and the jobs the photo step encodes (by name and content hash).
 */
export class PagePhotos {
  /** Every photo the pages show, for `builder/steps/photos.ts`. */
  readonly jobs = new Map<string, PhotoJob>();
  private readonly byFile = new Map<string, Promise<PhotoJob>>();

  /** Reads the photos a page imports (`./team.jpg?photo`, relative to the page's file). */
  async setsFor(pageFile: string, sources: readonly string[]): Promise<Map<string, PhotoSet>> {
    const sets = new Map<string, PhotoSet>();
    for (const source of sources) {
      const file = resolve(dirname(pageFile), source.slice(0, -photoQuery.length));
      let job = this.byFile.get(file);
      if (!job) {
        job = photoJob(file);
        this.byFile.set(file, job);
      }
      const read = await job;
      this.jobs.set(`${read.name}-${read.hash}`, read);
      sets.set(source, builtPhotoSet(read));
    }
    return sets;
  }
}
