import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/useT.ts';

/** The frame's share of the view's width, and the document's proportions (ID-1 and passport pages alike, about 1.42:1). */
const FRAME_WIDTH = 0.9;
const DOCUMENT_RATIO = 1.42;

interface LiveCameraProps {
  onCapture: (frame: ImageBitmap) => void;
  /** No camera, or no permission: the guest takes a photo instead. */
  onUnavailable: () => void;
}

/**
 * The back camera live, with a frame to hold the document in and a band for its lines. The picture
 * taken is the frame's part of the view; the stream ends when the view closes.
 */
export function LiveCamera({ onCapture, onUnavailable }: LiveCameraProps) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let open = true;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } }, audio: false })
      .then(async (started) => {
        stream = started;
        if (!open || !video.current) return started.getTracks().forEach((track) => track.stop());
        video.current.srcObject = started;
        await video.current.play();
        setReady(true);
      })
      .catch(() => open && onUnavailable());
    return () => {
      open = false;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onUnavailable]);

  const capture = async () => {
    const view = video.current;
    if (!view) return;
    const width = view.videoWidth * FRAME_WIDTH;
    const height = Math.min(view.videoHeight, width / DOCUMENT_RATIO);
    onCapture(
      await createImageBitmap(
        view,
        (view.videoWidth - width) / 2,
        (view.videoHeight - height) / 2,
        width,
        height,
      ),
    );
  };

  return (
    <div className="live-camera">
      <div className="live-camera-view">
        <video ref={video} muted playsInline aria-label={t('scan.camera.view')} />
        <div className="live-camera-frame" aria-hidden="true">
          <div className="live-camera-lines" />
        </div>
      </div>
      <button type="button" className="button cta" disabled={!ready} onClick={() => void capture()}>
        {t('scan.camera.take')}
      </button>
    </div>
  );
}
