'use client';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { ImageCropper } from '@/components/ui/image-cropper';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@/lib/domain/image-type';

/**
 * The account logo, a user's avatar or a project's picture: choose a picture, crop it square,
 * upload the square; with `removeUrl`, the current one can also be removed.
 */
export function ImageUpload(props: {
  uploadUrl: string;
  current: string | null;
  label: string;
  alt: string;
  removeUrl?: string;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(chosen.type)) {
      void ui.alert('Error!', ['Choose a PNG, JPEG or WebP image.']);
    } else if (chosen.size > IMAGE_MAX_BYTES) {
      void ui.alert('Error!', [
        'The image is too big to be uploaded. Please use an image of less than 2 MB.',
      ]);
    } else {
      setFile(chosen);
    }
  };

  const upload = async (square: Blob) => {
    setFile(null);
    setBusy(true);
    const form = new FormData();
    form.set('file', square, 'image.png');
    const result = await api(props.uploadUrl, { method: 'POST', body: form });
    setBusy(false);
    if (!result.ok) return;
    ui.toast(`${props.label} updated.`);
    router.refresh();
  };

  const remove = async () => {
    if (!props.removeUrl || !(await ui.confirmDelete(props.label.toLowerCase()))) return;
    setBusy(true);
    const result = await api(props.removeUrl, { method: 'DELETE' });
    setBusy(false);
    if (!result.ok) return;
    ui.toast(`${props.label} removed.`);
    router.refresh();
  };

  return (
    <div className="image-upload">
      {props.current ? (
        // A data URL from our own upload: next/image adds nothing for it.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={props.current} alt={props.alt} className="square-image" width={96} height={96} />
      ) : (
        <p className="empty">No {props.label.toLowerCase()} yet.</p>
      )}
      <label htmlFor={inputId}>
        Choose a new {props.label.toLowerCase()} (PNG, JPEG or WebP, up to 2 MB)
      </label>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={busy}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {props.removeUrl && props.current && (
        <button type="button" className="button secondary" disabled={busy} onClick={() => void remove()}>
          Remove {props.label.toLowerCase()}
        </button>
      )}
      <ImageCropper file={file} onCancel={() => setFile(null)} onCrop={(square) => void upload(square)} />
    </div>
  );
}
