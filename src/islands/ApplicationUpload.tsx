import { useEffect, useRef, useState } from 'react';

export interface ApplicationUploadProps {
  /** The id of the application form this enhances. */
  formId: string;
  /** The CV field's name and its largest accepted size, to refuse a too-large file before sending it. */
  fileField: string;
  maxBytes: number;
}

interface FieldProblem {
  name: string;
  message: string;
}

type State = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'failed'; message: string };

const errorClass = 'application-field-error';

function clearProblems(form: HTMLFormElement): void {
  for (const note of form.querySelectorAll(`.${errorClass}`)) note.remove();
  for (const field of form.querySelectorAll('[aria-invalid]')) {
    field.removeAttribute('aria-invalid');
    field.removeAttribute('aria-describedby');
  }
}

/** Each problem beside its field (announced with it), and focus on the first. */
function showProblems(form: HTMLFormElement, problems: readonly FieldProblem[]): void {
  clearProblems(form);
  let first: HTMLElement | undefined;
  for (const { name, message } of problems) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.type === 'hidden')
      continue;
    const note = document.createElement('p');
    note.id = `${field.id}-problem`;
    note.className = `${errorClass} m-0 text-sm font-semibold text-red-700`;
    note.textContent = message;
    (field.type === 'checkbox' ? (field.closest('div') ?? field) : field).after(note);
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', note.id);
    first ??= field;
  }
  first?.focus();
}

/**
 * Enhances the application form when JavaScript runs: the CV is sent with a progress bar
 * (XMLHttpRequest upload events), and the server's problems (asked for as JSON) appear beside
 * their fields instead of on the problem page. Without JavaScript the form posts as it is.
 */
export default function ApplicationUpload({ formId, fileField, maxBytes }: ApplicationUploadProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const sending = useRef(false);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (sending.current) return;
      const file = form.elements.namedItem(fileField);
      const chosen = file instanceof HTMLInputElement ? file.files?.[0] : undefined;
      if (chosen && chosen.size > maxBytes) {
        showProblems(form, [
          { name: fileField, message: `Choose a file of at most ${maxBytes / (1024 * 1024)} MB (this one is larger).` },
        ]);
        return;
      }
      clearProblems(form);
      sending.current = true;
      setState({ kind: 'sending', percent: 0 });
      const request = new XMLHttpRequest();
      request.open('POST', form.action);
      request.setRequestHeader('Accept', 'application/json');
      request.upload.addEventListener('progress', (progress) => {
        if (progress.lengthComputable)
          setState({ kind: 'sending', percent: Math.round((progress.loaded / progress.total) * 100) });
      });
      const fail = (message: string) => {
        sending.current = false;
        setState({ kind: 'failed', message });
      };
      request.addEventListener('load', () => {
        try {
          const answer = JSON.parse(request.responseText) as { next?: string; problems?: FieldProblem[] };
          // A stored application is answered with the thank-you page's address.
          if (request.status === 200 && typeof answer.next === 'string') {
            window.location.assign(answer.next);
            return;
          }
          if (!answer.problems) throw new Error('no problems listed');
          showProblems(form, answer.problems);
          fail('Your application was not sent. Please correct the fields marked below.');
        } catch {
          fail(request.responseText.trim() || 'Your application could not be sent. Please try again in a moment.');
        }
      });
      request.addEventListener('error', () =>
        fail('Your application could not be sent: the connection failed. Please try again.'),
      );
      request.send(new FormData(form));
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [formId, fileField, maxBytes]);

  return (
    <div role="status" aria-live="polite" className="grid gap-2 empty:hidden">
      {state.kind === 'sending' && (
        <>
          <label className="text-sm font-semibold" htmlFor={`${formId}-progress`}>
            Sending your application: {state.percent}%
          </label>
          <progress id={`${formId}-progress`} max={100} value={state.percent} className="w-full" />
        </>
      )}
      {state.kind === 'failed' && <p className="m-0 font-semibold text-red-700">{state.message}</p>}
    </div>
  );
}
