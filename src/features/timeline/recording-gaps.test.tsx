import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordingGaps, recordingGapsText } from './recording-gaps';

describe('RecordingGaps', () => {
  afterEach(cleanup);

  it('names each log that lost the recording\'s beginning, with counts', () => {
    expect(recordingGapsText({ exchanges: 1_200, frames: 1, invalidations: 40 })).toContain(
      'had already dropped when it was exported: 1,200 exchanges, 1 JSON-RPC frame and 40 cache invalidations (counted across every server).',
    );
    expect(recordingGapsText({ exchanges: 0, frames: 0, invalidations: 1 })).toContain('exported: 1 cache invalidation (counted across every server).');
  });

  it('says nothing for a whole recording, or a file that does not know', () => {
    expect(recordingGapsText({ exchanges: 0, frames: 0, invalidations: 0 })).toBeUndefined();
    expect(recordingGapsText({ exchanges: 0, frames: 0 })).toBeUndefined();
    expect(recordingGapsText(undefined)).toBeUndefined();
    render(<RecordingGaps dropped={{ exchanges: 0, frames: 0 }} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('is a named note above the Timeline', () => {
    render(<RecordingGaps dropped={{ exchanges: 3, frames: 0 }} />);
    expect(screen.getByRole('note', { name: 'Recording gaps' }).textContent).toContain('3 exchanges.');
  });
});
