import { honeypot } from '../honeypot';
import { useElementId } from '../../components/use-element-id';

/**
 * The spam trap every form carries: off-screen, hidden from assistive technology and out of the
 * tab order, so only bots that fill every field reach it.
 */
export function HoneypotField() {
  const id = useElementId(honeypot.name);
  return (
    <div aria-hidden="true" className="absolute left-[-10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{honeypot.label}</label>
      <input id={id} name={honeypot.name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
