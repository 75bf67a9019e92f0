import type { ProcessStepsProps } from './ProcessSteps.props';

export function ProcessSteps({ steps }: ProcessStepsProps) {
  const columns = steps.length >= 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4';
  return (
    <ol className={`m-0 p-0 list-none grid gap-6 sm:grid-cols-2 ${columns}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="card grid content-start gap-3">
          <span
            aria-hidden="true"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-accent text-white font-bold"
          >
            {index + 1}
          </span>
          <h3 className="m-0 heading-3">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="m-0 text-body leading-relaxed">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
