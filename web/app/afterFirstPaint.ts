/**
 * Runs `task` once the browser has painted the page (a frame, then a task), or at once in a hidden
 * tab, which paints no frame; `task` is told which.
 */
export function afterFirstPaint(task: (hidden: boolean) => void): void {
  if (document.hidden) task(true);
  else requestAnimationFrame(() => setTimeout(task, 0, false));
}
