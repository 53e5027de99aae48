import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ErrorState, Skeleton } from '@ga/ui';
import { useCatalogueVehicle360Query } from '../api';
import { pixelsPerFrame, stepFrame } from '../frame-step';
import styles from './viewer-360.module.css';

/**
 * The vehicle's 360° view: drag (mouse or touch) or use ←/→ (or the slider) to turn the car.
 * Every frame is preloaded first so that turning never flashes an empty image.
 */
export function Viewer360({ vehicleId, title }: { vehicleId: number; title: string }) {
  const { data, isError, refetch } = useCatalogueVehicle360Query(vehicleId);
  const frames = useMemo(() => data?.frames ?? [], [data]);
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState(0);
  const drag = useRef<{ x: number; index: number } | null>(null);
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (frames.length === 0) return;
    let count = 0;
    let live = true;
    const images = frames.map((frame) => {
      const image = new Image();
      const done = () => live && setLoaded(++count);
      image.onload = done;
      image.onerror = done;
      image.src = frame.url;
      return image;
    });
    return () => {
      live = false;
      images.forEach((image) => {
        image.onload = null;
        image.onerror = null;
      });
    };
  }, [frames]);

  if (isError) return <ErrorState title="La vue à 360° n’a pas pu être chargée" onRetry={() => void refetch()} />;
  if (!data) return <Skeleton variant="rect" height={420} />;
  const ready = loaded >= frames.length;
  const current = frames[index] ?? frames[0];
  if (!current) return null;

  const turn = (delta: number) => setIndex((i) => stepFrame(i, delta, frames.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') turn(1);
    else if (event.key === 'ArrowLeft') turn(-1);
    else if (event.key === 'Home') setIndex(0);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, index };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const width = stage.current?.clientWidth ?? 600;
    const frames_ = Math.round((drag.current.x - event.clientX) / pixelsPerFrame(width, frames.length));
    setIndex(stepFrame(drag.current.index, frames_, frames.length));
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className={styles.viewer} data-testid="viewer-360">
      <div
        ref={stage}
        className={styles.stage}
        role="group"
        aria-roledescription="vue à 360 degrés"
        aria-label={`${title}, vue à 360° : faites glisser ou utilisez les flèches gauche et droite pour tourner`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <img
          className={styles.frame}
          src={current.url}
          alt={`${title} vu à ${current.angle}°`}
          draggable={false}
          width={800}
          height={520}
          data-angle={current.angle}
        />
        {!ready && (
          <p className={styles.loading} role="status">
            Chargement de la vue 360° : {Math.round((loaded / frames.length) * 100)} %
          </p>
        )}
        <p className={styles.hint} aria-hidden="true">
          ⟲ Faites glisser pour faire tourner le véhicule
        </p>
      </div>
      <label className={styles.slider}>
        <span>Angle de vue</span>
        <input
          type="range"
          min={0}
          max={frames.length - 1}
          step={1}
          value={index}
          aria-valuetext={`${current.angle}°`}
          onChange={(event) => setIndex(Number(event.target.value))}
        />
      </label>
    </div>
  );
}
