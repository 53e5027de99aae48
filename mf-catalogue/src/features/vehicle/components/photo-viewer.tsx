/**
 * The vehicle's photos full screen: arrows and ← / →, swipe, pinch and wheel zoom (+ / −, double
 * tap), Échap to close, focus kept inside and given back (yet-another-react-lightbox with its Zoom
 * and Counter plugins). Loaded only when a visitor opens it (gallery.tsx).
 */
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';

const LABELS = {
  Previous: 'Photo précédente',
  Next: 'Photo suivante',
  Close: 'Fermer',
  'Zoom in': 'Zoomer',
  'Zoom out': 'Dézoomer',
  Slide: 'photo',
  Carousel: 'galerie',
  Lightbox: 'Photos en plein écran',
  'Photo gallery': 'Photos du véhicule',
  '{index} of {total}': '{index} sur {total}',
};

export interface PhotoViewerProps {
  images: string[];
  title: string;
  index: number;
  onClose: (index: number) => void;
}

export default function PhotoViewer({ images, title, index, onClose }: PhotoViewerProps) {
  let shown = index;
  return (
    <Lightbox
      open
      index={index}
      close={() => onClose(shown)}
      on={{ view: ({ index: i }) => (shown = i) }}
      slides={images.map((src, i) => ({ src, alt: `${title}, photo ${i + 1} sur ${images.length}` }))}
      plugins={[Zoom, Counter]}
      labels={LABELS}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      counter={{ separator: ' sur ' }}
      carousel={{ finite: images.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
