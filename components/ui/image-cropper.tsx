'use client';
// Spec §2 "image cropper" modal: pick the square part of a picture to keep. Everything happens in
// the browser on a canvas; only the cropped square is uploaded.
import { useEffect, useRef, useState } from 'react';
import { MAX_ZOOM, squareCrop } from '@/lib/domain/square-crop';
import { Modal } from './modal';
import styles from './image-cropper.module.css';

/** Side of the uploaded square: sharp on a high-density screen, small enough to keep in a row. */
const OUTPUT_PX = 400;
const PREVIEW_PX = 220;

export function ImageCropper(props: {
  file: File | null;
  onCancel: () => void;
  onCrop: (image: Blob) => void;
}) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [panX, setPanX] = useState(0);
  const [panY, setPanY] = useState(0);
  const preview = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!props.file) return;
    const url = URL.createObjectURL(props.file);
    const img = new Image();
    img.onload = () => {
      setImage(img);
      setZoom(1);
      setPanX(0);
      setPanY(0);
    };
    img.src = url;
    return () => {
      URL.revokeObjectURL(url);
      setImage(null);
    };
  }, [props.file]);

  useEffect(() => {
    if (image && preview.current) draw(preview.current, image, zoom, panX, panY);
  }, [image, zoom, panX, panY]);

  const crop = () => {
    if (!image) return;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = OUTPUT_PX;
    draw(canvas, image, zoom, panX, panY);
    canvas.toBlob((blob) => blob && props.onCrop(blob), 'image/png');
  };

  const slider = (
    id: string,
    label: string,
    value: number,
    set: (v: number) => void,
    min: number,
    max: number,
  ) => (
    <div className={styles.control}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={0.01}
        value={value}
        onChange={(e) => set(Number(e.target.value))}
      />
    </div>
  );

  return (
    <Modal
      open={props.file !== null}
      title="Crop image"
      onClose={props.onCancel}
      actions={
        <>
          <button type="button" className="button secondary" onClick={props.onCancel}>
            Cancel
          </button>
          <button type="button" className="button" onClick={crop} disabled={!image}>
            Crop and upload
          </button>
        </>
      }
    >
      <canvas
        ref={preview}
        width={PREVIEW_PX}
        height={PREVIEW_PX}
        className={styles.preview}
        role="img"
        aria-label="Preview of the cropped image"
      />
      {slider('crop-zoom', 'Zoom', zoom, setZoom, 1, MAX_ZOOM)}
      {slider('crop-x', 'Left to right', panX, setPanX, -1, 1)}
      {slider('crop-y', 'Top to bottom', panY, setPanY, -1, 1)}
    </Modal>
  );
}

function draw(canvas: HTMLCanvasElement, image: HTMLImageElement, zoom: number, panX: number, panY: number) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { x, y, size } = squareCrop(image.naturalWidth, image.naturalHeight, zoom, panX, panY);
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, x, y, size, size, 0, 0, canvas.width, canvas.height);
}
