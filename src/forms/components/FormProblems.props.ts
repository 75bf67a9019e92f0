import { z } from 'zod';

export const formProblemsProps = z
  .strictObject({})
  .describe(
    'Where the server lists what to correct in a rejected form submission. Only on the form problem page (/form-not-sent), once.',
  );

export type FormProblemsProps = z.output<typeof formProblemsProps>;
