export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What `read` answers once `done` holds, or its last answer after `timeoutMs` (the caller's expect then shows it). */
export async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(25);
  }
}
