import type { ErrorDetails as BuildErrorDetails } from '../format-build-error';

/** What of an error crosses a process boundary: the parts `formatBuildError` reads, and its stack. */
export interface ErrorDetails extends BuildErrorDetails {
  name: string;
  message: string;
  stack?: string;
  errors?: ErrorDetails[];
}

export function errorDetails(error: unknown): ErrorDetails {
  if (typeof error !== 'object' || error === null) return { name: 'Error', message: String(error) };
  const { name, message, stack, reason, id, loc, line, column, errors } = error as Partial<
    Omit<ErrorDetails, 'errors'> & { errors: unknown[] }
  >;
  return {
    name: typeof name === 'string' ? name : 'Error',
    message: typeof message === 'string' ? message : JSON.stringify(error),
    stack,
    reason,
    id,
    loc,
    line,
    column,
    errors: Array.isArray(errors) ? errors.map(errorDetails) : undefined,
  };
}

/** The error again, as an `Error` carrying the same details. */
export function errorFromDetails(details: ErrorDetails): Error {
  const { name, message, stack, errors, ...place } = details;
  const error = Object.assign(new Error(message), place, errors ? { errors: errors.map(errorFromDetails) } : {});
  error.name = name;
  if (stack) error.stack = stack;
  return error;
}
