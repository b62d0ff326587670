import { useId, type ComponentProps } from 'react';
import { HONEYPOT_FIELD } from '../constants';

/** Off-screen rather than display:none, which some bots skip; set through the DOM, not markup. */
const OFF_SCREEN = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

/**
 * The hidden "leave this empty" field of a visitor form (HONEYPOT_FIELD in the schemas). People
 * never see, reach or hear it (off screen, out of the tab order, hidden from assistive
 * technology, no autofill); a bot that fills every input does, and the API then answers as
 * usual and stores nothing. Pass the form library's registration for the field, e.g.
 * `<HoneypotField {...register('website')} />`.
 */
export function HoneypotField(props: ComponentProps<'input'>) {
  const id = useId();
  return (
    <div aria-hidden="true" style={OFF_SCREEN} data-honeypot="">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        {...props}
      />
    </div>
  );
}
