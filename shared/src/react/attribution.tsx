import { createContext, use } from 'react';
import { CARRIED_ATTRIBUTION_FIELDS, type CarriedAttribution } from '../attribution';
import type { VisitorFormName } from '../forms';
import { useSubmittedForm } from './submitted-form';

/**
 * Where this visit came from, read once when the page first loads (shared/src/attribution.ts)
 * and kept in memory for the visit: the shell provides it around every page. Empty on the
 * server, whose render is shared by every visitor: the server writes a request's own
 * attribution into the shared render's marked fields and links instead
 * (shared/src/attribution-html.ts), so the browser's first render, from the same address and referrer,
 * matches it. Shared between the apps as part of this module.
 */
export const AttributionContext = createContext<CarriedAttribution>({});

export const useAttribution = (): CarriedAttribution => use(AttributionContext);

/**
 * The marker the server's transform finds the attribution fields by: each hidden field renders
 * as `<input type="hidden" data-attribution="<name>" name="<name>" value=""/>` when the shared
 * render has none.
 */
export const ATTRIBUTION_FIELD_MARKER = 'data-attribution';

/**
 * The visit's attribution as hidden fields of `form`, for its plain post (without JavaScript)
 * and to be read from the form. A form sent back refused keeps what it was sent with.
 */
export function AttributionFields({ form }: { form: VisitorFormName }) {
  const attribution = useAttribution();
  const sentBack = useSubmittedForm(form)?.values;
  return (
    <>
      {CARRIED_ATTRIBUTION_FIELDS.map((field) => (
        <input
          key={field}
          type="hidden"
          {...{ [ATTRIBUTION_FIELD_MARKER]: field }}
          name={field}
          value={sentBack?.[field] ?? attribution[field] ?? ''}
        />
      ))}
    </>
  );
}
