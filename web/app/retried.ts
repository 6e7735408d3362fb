/**
 * Runs `task` again after each delay while it fails, and fails with its last error once the delays
 * are spent. For what a page cannot start without (its texts) on a guest's unsteady connection:
 * one lost request would otherwise leave the page without working buttons until a reload.
 */
export async function retried<T>(
  task: () => Promise<T>,
  delaysMs: readonly number[],
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await task();
    } catch {
      await wait(delay);
    }
  }
  return task();
}
