import { useEffect, useState } from "react";

/**
 * `value`, but turning true only once the browser has painted the frame after it did (a frame,
 * then a task); false at once. For what a tap opens that takes long to render: the tap's own frame
 * shows the answer (a dimmed page, an open panel), and the heavy part mounts right after it, so the
 * tap's next paint (INP) does not wait for it.
 */
export function useAfterNextPaint(value: boolean): boolean {
  const [painted, setPainted] = useState(false);
  // Closing resets during render, so the next opening waits for its own paint again.
  if (!value && painted) setPainted(false);
  useEffect(() => {
    if (!value) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [value]);
  return value && painted;
}
