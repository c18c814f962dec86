/** One server-sent event; its data is JSON, which never holds a line break, so one data line. */
export const sseEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const encoder = new TextEncoder();

/**
 * Writes server-sent events into a response body so that the events produced in one turn of the
 * event loop leave as one chunk, hence one socket write: a reply streamed by a fast producer yields
 * many deltas per turn, and a write per delta was the send's largest single CPU cost. An event sent
 * with `now` (the first ones, which set the time to first byte) goes out at once with whatever is
 * waiting before it, so coalescing never delays what the person is waiting to see.
 */
export function sseWriter(body: ReadableStreamDefaultController<Uint8Array>, isCancelled: () => boolean) {
  let waiting = '';
  let flushScheduled = false;
  let closed = false;

  const flush = () => {
    if (!waiting || closed || isCancelled()) return;
    body.enqueue(encoder.encode(waiting));
    waiting = '';
  };

  return {
    send(event: string, data: unknown, { now = false } = {}) {
      if (closed || isCancelled()) return;
      waiting += sseEvent(event, data);
      if (now) flush();
      else if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(() => {
          flushScheduled = false;
          flush();
        });
      }
    },
    /** Sends what is waiting and ends the body; a cancelled body is already ended. */
    close() {
      flush();
      if (closed || isCancelled()) return;
      closed = true;
      body.close();
    },
  };
}
