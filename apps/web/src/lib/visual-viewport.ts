import { useEffect, useState, type CSSProperties } from 'react';

type VisualViewportBox = { height: number; offsetTop: number } | null;

function read(): VisualViewportBox {
  const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
  return viewport ? { height: viewport.height, offsetTop: viewport.offsetTop } : null;
}

/**
 * The part of the page a person can see, as CSS variables `--vv-height` and `--vv-top` for a
 * full-screen frame (the chat on a phone). The on-screen keyboard shrinks the visual viewport but
 * not `100dvh` (Chrome's default, iOS Safari), so a frame sized by dvh keeps its input under the
 * keyboard; sized and moved by these, the input stays right above it. Without `visualViewport`
 * (old browsers, jsdom) nothing is set and the frame's `100dvh` fallback holds.
 */
export function useVisualViewportStyle(): CSSProperties {
  const [box, setBox] = useState<VisualViewportBox>(read);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setBox(read());
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  if (!box) return {};
  return {
    '--vv-height': `${box.height}px`,
    '--vv-top': `${box.offsetTop}px`,
  } as CSSProperties;
}
