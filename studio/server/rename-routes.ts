import type { RenameRequest, UpdateReferencesRequest } from '../shared/api';
import { readJson } from './request-guard';
import { renamePage, updateReferences } from './rename-page';
import type { StudioHandler, StudioFiles } from './studio-routes';
import { WorkspaceRefusal } from './workspace-access';

function stringOf(body: unknown, name: string): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  if (typeof value !== 'string' || value.trim() === '') throw new WorkspaceRefusal(400, `The request has no ${name}.`);
  return value.trim();
}

/** Changing a page's address, and updating every place that names the old one (`rename-page.ts`). */
export function renameRoutes({ workspace, site }: StudioFiles): Record<string, StudioHandler> {
  return {
    'POST rename': async ({ request }) => {
      const body = await readJson(request);
      const rename: RenameRequest = { file: stringOf(body, 'file'), newPath: stringOf(body, 'newPath') };
      try {
        return await renamePage(workspace, site.current(), rename);
      } finally {
        site.invalidate();
      }
    },
    'POST update-references': async ({ request }) => {
      const body = await readJson(request);
      const update: UpdateReferencesRequest = {
        oldPath: stringOf(body, 'oldPath'),
        newPath: stringOf(body, 'newPath'),
      };
      try {
        return await updateReferences(workspace, site.current(), update);
      } finally {
        site.invalidate();
      }
    },
  };
}
