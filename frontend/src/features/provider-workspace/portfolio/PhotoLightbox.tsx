import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';

/** The viewer's labels in Czech (its buttons' names, the dialog's and the slides'). */
export const LIGHTBOX_LABELS = {
  Previous: 'Předchozí fotografie',
  Next: 'Další fotografie',
  Close: 'Zavřít',
  Lightbox: 'Fotografie projektu',
  Carousel: 'galerie',
  'Photo gallery': 'Galerie fotografií',
  Slide: 'fotografie',
  '{index} of {total}': '{index} z {total}',
} as const;

export interface PhotoLightboxProps {
  open: boolean;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  slides: { src: string; alt: string }[];
}

/**
 * A project's pictures full screen (a dialog): swipe or the arrow keys move between them, Esc, the
 * close button or a tap beside the picture closes it. A chunk of its own, loaded on the first tap.
 */
export default function PhotoLightbox({ open, index, onIndex, onClose, slides }: PhotoLightboxProps) {
  const single = slides.length < 2;
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      labels={LIGHTBOX_LABELS}
      plugins={single ? [] : [Counter]}
      counter={{ separator: 'z' }}
      on={{ view: ({ index: shown }) => onIndex(shown) }}
      carousel={{ finite: single }}
      controller={{ closeOnBackdropClick: true }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      styles={{ container: { backgroundColor: 'rgba(0, 0, 0, 0.92)' } }}
    />
  );
}
