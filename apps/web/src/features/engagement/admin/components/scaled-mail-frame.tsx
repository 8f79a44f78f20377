/**
 * A mail drawn at the width a mail client gives it (the layout's 560 px card in 16 px margins),
 * scaled down to fit a narrower panel instead of being cut off at its right side, and as tall as
 * the mail so the panel shows all of it.
 */
import { useEffect, useRef, useState } from 'react';

/** The mail layout's card and its margins. */
export const MAIL_WIDTH = 592;
const FIRST_HEIGHT = 640;

export function ScaledMailFrame({ html, title }: { html: string; title: string }) {
  const boxRef = useRef<HTMLDivElement | null>(null);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [scale, setScale] = useState(1);
  const [height, setHeight] = useState(FIRST_HEIGHT);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const fit = () => setScale(Math.min(1, box.clientWidth / MAIL_WIDTH));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // The frame is same-origin (never scripted): its document says how tall the mail is.
  const measure = () => {
    const document = frameRef.current?.contentDocument;
    const tall = document?.documentElement.scrollHeight;
    if (tall) setHeight(tall);
  };

  return (
    <div
      ref={boxRef}
      className="w-full overflow-hidden rounded-2xl border border-cream-300 bg-white dark:border-night-600"
      style={{ height: Math.ceil(height * scale) + 2 }}
    >
      <iframe
        ref={frameRef}
        title={title}
        srcDoc={html}
        onLoad={measure}
        // Same origin, so the cards' pictures load under the shop's resource policy; never scripts.
        sandbox="allow-same-origin"
        className="block origin-top-left border-0 bg-white"
        style={{ width: MAIL_WIDTH, height, transform: `scale(${scale})` }}
      />
    </div>
  );
}
