import type { MediaPicker } from './media-picker';

/** A rich-text field's props: a field control (EditorForm's `FieldControl`) with its label. */
export interface RichTextFieldProps {
  /** The editable area's id (and the HTML view's): what the field's label and error focus use. */
  id: string;
  /** The field's visible label: the accessible name of the editable area. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
  /** Height of the text area, in lines. */
  rows?: number;
  /** Where "Choose from library" in the image dialog picks from; the console's media library unless given. */
  mediaPicker?: MediaPicker | undefined;
}
