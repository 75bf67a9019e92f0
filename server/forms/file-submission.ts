import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkSubmission, labelOf, type FieldProblem } from '../../src/forms/check-submission';
import { uploadProblem } from '../../src/forms/check-upload';
import type { FileField, FormDefinition } from '../../src/forms/form-definition';
import { formHomePaths, thankYouPath } from '../../src/forms/forms';
import { honeypot } from '../../src/forms/honeypot';
import type { ChannelName } from '../outbox/channel-name';
import { closeIfBodyUnread, plainAnswer } from '../plain-answer';
import type { FormStore } from '../store/form-store';
import type { UploadRecord } from '../store/submission-record';
import type { UploadStore } from '../store/upload-store';
import { multipartFieldsLimit, multipartType } from './body-rules';
import { consentRecord } from './consent-record';
import { fileKindOf } from './file-kind';
import { hiddenCharacterProblems } from './hidden-characters';
import { readMultipart, type ReceivedFile } from './multipart-body';
import { sentAnswers } from './problem-page';
import { sameSitePath } from './same-site';
import { spamFields } from './spam-fields';
import type { ProblemPage } from './form-receiver';

export interface FileSubmissionContext {
  store: Pick<FormStore, 'save'>;
  uploads: UploadStore;
  /** Where bodies' files are written while received (`incomingFolder`). */
  incoming: string;
  siteUrl: string;
  problemPage: ProblemPage;
  deliveriesFor: (form: FormDefinition['id']) => ChannelName[];
  onStored: () => void;
  log: (line: string) => void;
}

const wantsJson = (req: IncomingMessage) => /\bapplication\/json\b/.test(req.headers.accept ?? '');

/**
 * Sends the visitor on to `location`: a 303 for the form posted as it is; for the form's script
 * (which asks for JSON) the address in JSON, so its request does not fetch the next page only for
 * the script to navigate there again.
 */
function seeOther(req: IncomingMessage, res: ServerResponse, location: string): void {
  if (wantsJson(req)) {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ next: location }));
    return;
  }
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

const notSaved = 'Your form could not be saved, so it was not sent. Please go back and send it again in a moment.';

async function answerProblems(
  req: IncomingMessage,
  res: ServerResponse,
  context: FileSubmissionContext,
  definition: FormDefinition,
  shown: URLSearchParams,
  problems: FieldProblem[],
  status: number,
): Promise<void> {
  closeIfBodyUnread(req, res);
  if (wantsJson(req)) {
    // The form's script (`ApplicationUpload.tsx`) shows each problem beside its field.
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ problems: problems.map(({ name, message }) => ({ name, message })) }));
    return;
  }
  const back = sameSitePath(req.headers.referer, context.siteUrl) ?? formHomePaths[definition.id];
  const html = await context.problemPage(sentAnswers(definition, shown, problems), back);
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}

function problemFor(field: FileField, message: string): FieldProblem {
  return { name: field.name, label: labelOf(field), message };
}

/**
 * Receives a form with a file (a job application): `multipart/form-data` only, streamed with hard
 * limits (`multipart-body.ts`). The file's kind comes from its bytes; it is stored under a
 * generated id before the submission that names it, and the visitor is answered only once both
 * are durable. Every refusal removes what was received and shows the visitor the problem page
 * with their answers.
 */
export async function receiveFileSubmission(
  req: IncomingMessage,
  res: ServerResponse,
  definition: FormDefinition,
  fileField: FileField,
  context: FileSubmissionContext,
): Promise<void> {
  const limit = fileField.maxBytes + multipartFieldsLimit;
  const tooLarge = (fields: URLSearchParams, message: string) =>
    answerProblems(req, res, context, definition, fields, [problemFor(fileField, message)], 413);
  const sizeMessage = `Choose a file of at most ${fileField.maxBytes / (1024 * 1024)} MB (this one is larger).`;
  if (Number(req.headers['content-length']) > limit) return tooLarge(new URLSearchParams(), sizeMessage);

  const body = await readMultipart(req, fileField, context.incoming, {
    bodyBytes: limit,
    fieldBytes: 16 * 1024,
    fields: 30,
  });
  if (body.kind === 'malformed') {
    return plainAnswer(
      res,
      400,
      `Bad Request: the form could not be read (${body.reason}). Send it again from its page.`,
      {
        'Accept-Post': multipartType,
      },
    );
  }
  if (body.kind === 'too-large') {
    const message =
      body.what === 'fields' ? 'The form sent more text than it takes. Shorten your answers.' : sizeMessage;
    return tooLarge(body.fields, message);
  }
  const { fields, file, extraFiles } = body;
  const discard = async () => {
    if (file) await rm(file.path, { force: true });
  };
  try {
    if (fields.get(honeypot.name)) {
      await discard();
      try {
        await context.store.save(definition.id, spamFields(definition, fields), { spam: true });
      } catch (error) {
        context.log(`form ${definition.id}: could not store a submission marked as spam: ${messageOf(error)}`);
        return plainAnswer(res, 500, notSaved, { 'Retry-After': '5' });
      }
      return seeOther(req, res, thankYouPath(definition.id));
    }

    const kind = file && (await fileKindOf(file.path, fileField.kinds));
    const fileMessage = uploadProblem(fileField, file && { bytes: file.bytes, kind, repeated: extraFiles });
    const check = checkSubmission(definition, fields);
    const problems = [
      ...hiddenCharacterProblems(definition, fields),
      ...(check.ok ? [] : check.problems),
      ...(fileMessage ? [problemFor(fileField, fileMessage)] : []),
    ];
    if (!check.ok || problems.length || !file || !kind) {
      await discard();
      const shown = new URLSearchParams(fields);
      if (file) shown.set(fileField.name, file.name);
      return await answerProblems(req, res, context, definition, shown, problems, 400);
    }
    return await keep(req, res, definition, fileField, context, {
      fields: check.fields,
      file,
      mediaType: kind.mediaType,
    });
  } finally {
    await discard().catch(() => {});
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function keep(
  req: IncomingMessage,
  res: ServerResponse,
  definition: FormDefinition,
  fileField: FileField,
  context: FileSubmissionContext,
  sent: { fields: Record<string, string | boolean>; file: ReceivedFile; mediaType: string },
): Promise<void> {
  const upload: UploadRecord = {
    id: randomUUID(),
    field: fileField.name,
    mediaType: sent.mediaType,
    bytes: sent.file.bytes,
    name: sent.file.name,
  };
  try {
    await context.uploads.keep(sent.file.path, upload);
  } catch (error) {
    context.log(`form ${definition.id}: could not store an uploaded file: ${messageOf(error)}`);
    return plainAnswer(res, 500, notSaved, { 'Retry-After': '5' });
  }
  const consent = consentRecord(definition, sameSitePath(req.headers.referer, context.siteUrl), new Date());
  try {
    await context.store.save(
      definition.id,
      { ...sent.fields, [fileField.name]: upload.id },
      { ...(consent && { consent }), upload, deliveries: context.deliveriesFor(definition.id) },
    );
  } catch (error) {
    context.log(`form ${definition.id}: could not store a submission: ${messageOf(error)}`);
    await context.uploads.remove([upload.id]).catch(() => {});
    return plainAnswer(res, 500, notSaved, { 'Retry-After': '5' });
  }
  context.onStored();
  seeOther(req, res, thankYouPath(definition.id));
}
