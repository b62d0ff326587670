import type { ComponentType } from 'react';

/** An image chosen from the media library: its address and the alt text stored with it. */
export interface PickedMedia {
  url: string;
  alt: string;
}

/** A media-library dialog the image dialog can open (`<MediaPickerDialog open onPick onClose />`). */
export type MediaPicker = ComponentType<{
  open: boolean;
  onPick: (media: PickedMedia) => void;
  onClose: () => void;
}>;
