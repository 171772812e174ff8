import { describe, expect, it } from 'vitest';
import { BUDGET_MS, pacedStream, PacedResponse, SLICE_BYTES } from './paced-stream';

function sourceOf(...chunks: Uint8Array<ArrayBuffer>[]): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('pacedStream', () => {
  it('hands a large chunk on in slices and waits for a new task once its reader used the budget', async () => {
    let clock = 0;
    let yields = 0;
    const big = new Uint8Array(SLICE_BYTES * 5 + 10).map((_, i) => i % 251);
    const reader = pacedStream(sourceOf(big), { now: () => clock, nextTask: () => Promise.resolve(void (yields += 1)) }).getReader();
    const slices: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      slices.push(value);
      clock += BUDGET_MS / 2 + 1; // the reader's work on this slice
    }
    expect(slices.map((s) => s.byteLength)).toEqual([SLICE_BYTES, SLICE_BYTES, SLICE_BYTES, SLICE_BYTES, SLICE_BYTES, 10]);
    expect(Buffer.concat(slices).equals(Buffer.from(big))).toBe(true);
    // Two slices' work exceeds the budget: a yield before every second slice (and before end).
    expect(yields).toBe(3);
  });

  it('keeps the head of the response and its body text', async () => {
    const source = new Response(sourceOf(new TextEncoder().encode('data: 1\n\n')), { status: 200, headers: { 'content-type': 'text/event-stream' } });
    const paced = new PacedResponse(source);
    expect(paced.status).toBe(200);
    expect(paced.headers.get('content-type')).toBe('text/event-stream');
    expect(await paced.text()).toBe('data: 1\n\n');
  });
});
