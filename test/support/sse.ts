/** One GraphQL-over-SSE subscription as a raw client sees it (distinct connections: POST, Accept: text/event-stream). */
export interface SseSubscription {
  readonly status: number;
  readonly contentType: string | null;
  /** The JSON body when the gateway refused the subscription before any stream. */
  readonly refusal: Record<string, unknown> | undefined;
  /** The next `next` event's result (waits for it); rejects when the stream ends first. */
  next(timeoutMs?: number): Promise<{ data?: Record<string, unknown> | null; errors?: Record<string, unknown>[] }>;
  /** Every raw SSE field line read so far (`event: next`, `retry: 1000`, ...). */
  readonly lines: string[];
  /** Resolves when the server ends the stream (complete or closed). */
  readonly ended: Promise<'complete' | 'closed'>;
  close(): void;
}

type Result = { data?: Record<string, unknown> | null; errors?: Record<string, unknown>[] };

export async function subscribe(
  url: string,
  /** Left out of the body when undefined. */
  query: string | undefined,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<SseSubscription> {
  const controller = new AbortController();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  const contentType = response.headers.get('content-type');
  const lines: string[] = [];
  const results: Result[] = [];
  const waiters: ((result: Result | undefined) => void)[] = [];
  let finished: 'complete' | 'closed' | undefined;
  let endedResolve: (how: 'complete' | 'closed') => void = () => undefined;
  const ended = new Promise<'complete' | 'closed'>((resolve) => {
    endedResolve = resolve;
  });
  const finish = (how: 'complete' | 'closed') => {
    if (finished) return;
    finished = how;
    endedResolve(how);
    for (const waiter of waiters.splice(0)) waiter(undefined);
  };
  if (!contentType?.startsWith('text/event-stream')) {
    const refusal = (await response.json()) as Record<string, unknown>;
    return {
      status: response.status,
      contentType,
      refusal,
      next: () => Promise.reject(new Error('refused: no stream')),
      lines,
      ended: Promise.resolve('closed'),
      close: () => undefined,
    };
  }
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    let event = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline = buffer.indexOf('\n');
        while (newline >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf('\n');
          if (line === '' || line.startsWith(':')) continue;
          lines.push(line);
          if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ') && event === 'next') {
            const result = JSON.parse(line.slice(6)) as Result;
            const waiter = waiters.shift();
            if (waiter) waiter(result);
            else results.push(result);
          } else if (line.startsWith('data:') && event === 'complete') finish('complete');
        }
      }
    } catch {
      // aborted or reset
    }
    finish('closed');
  })();
  return {
    status: response.status,
    contentType,
    refusal: undefined,
    lines,
    ended,
    next: (timeoutMs = 5_000) => {
      const ready = results.shift();
      if (ready) return Promise.resolve(ready);
      if (finished) return Promise.reject(new Error(`stream ended (${finished}) before another event`));
      return new Promise((resolve, reject) => {
        const waiter = (result: Result | undefined) => {
          clearTimeout(timer);
          if (result) resolve(result);
          else reject(new Error('stream ended before another event'));
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => controller.abort(),
  };
}
