import { contactFormHref } from '../forms';

/**
 * Its own text is what someone who opens the page directly reads; the receiver replaces it (it
 * holds no element that closes like the wrapper, so the slot's end is the first `</div>` after its start).
 */
export function FormProblems() {
  return (
    // data-form-problems is formProblemsSlot (src/forms/form-problems-slot.ts); the build checks it is here.
    <div data-form-problems="" className="grid max-w-3xl gap-6">
      <p className="m-0 text-body leading-relaxed">
        This page lists what to correct when a form you send has a problem. To get in touch, use the{' '}
        <a href={contactFormHref} className="font-semibold underline underline-offset-3 site-focus-ring rounded-sm">
          contact form
        </a>
        .
      </p>
    </div>
  );
}
