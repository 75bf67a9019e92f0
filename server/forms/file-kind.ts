import type { FileKind } from '../../src/forms/form-definition';

/**
 * The kind a file's bytes show, among `kinds`, or undefined: `file-type` reads the signature and,
 * for ZIP containers, the entries (`word/document.xml` for DOCX, the `mimetype` entry for ODT).
 * The name and the browser's content type are never asked.
 */
export async function fileKindOf(path: string, kinds: readonly FileKind[]): Promise<FileKind | undefined> {
  const { fileTypeFromFile } = await import('file-type');
  const found = await fileTypeFromFile(path);
  return found && kinds.find((kind) => kind.mediaType === found.mime);
}
