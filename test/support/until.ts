/** Waits until `condition` holds, checking every 10 ms; fails naming `what` after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs: number, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
