import type { SentAnswer } from '../forms/sent-answer';

interface FormProblemReportProps {
  answers: SentAnswer[];
  /** The page the form was sent from. */
  backHref: string;
}

/**
 * What the form problem page shows for a rejected submission: each problem with its field's
 * label, then everything that was sent (React escapes it), then the way back to the form.
 */
export function FormProblemReport({ answers, backHref }: FormProblemReportProps) {
  const problems = answers.filter((answer) => answer.problem);
  return (
    <>
      <ul className="m-0 grid gap-2 pl-5 text-lg text-ink">
        {problems.map((answer) => (
          <li key={answer.name}>
            <strong>{answer.label}</strong>: {answer.problem}
          </li>
        ))}
      </ul>
      <p className="m-0">
        <a href={backHref} className="btn-primary">
          Back to the form
        </a>
      </p>
      <h3 className="m-0 heading-3">What you sent</h3>
      <p className="m-0 text-body leading-relaxed">Going back in your browser usually keeps what you typed; if not, copy it from here.</p>
      <dl className="m-0 grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,1fr)_3fr]">
        {answers.map((answer) => (
          <div key={answer.name} className="contents">
            <dt className="font-semibold text-ink">{answer.label}</dt>
            <dd className="m-0 whitespace-pre-wrap break-words">
              {answer.value || <span className="text-muted">(empty)</span>}
              {answer.problem && <span className="block font-semibold text-red-700">{answer.problem}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
