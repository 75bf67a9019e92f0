/** A page that does not compile: the file and line in `id` and `loc`, where `formatBuildError` reads them. */
export class MdxCompileError extends Error {
  override name = 'MdxCompileError';
  constructor(
    message: string,
    readonly id: string,
    readonly loc: { file: string; line: number; column: number } | undefined,
  ) {
    super(message);
  }
}
