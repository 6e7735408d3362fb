import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, useToasts } from './toasts.ts';

const shown = () => useToasts.getState().toasts.map(({ type, text }) => `${type}: ${text}`);

describe('toasts', () => {
  afterEach(() => {
    useToasts.setState({ toasts: [] });
    vi.useRealTimers();
  });

  it('replaces a toast of the same topic, so a run of saves ends on one word (issue 34 point 4)', () => {
    toast.success('Saved', { topic: 'precheckin' });
    toast.info('Link copied');
    toast.success('Saved', { topic: 'precheckin' });
    toast.success('Pre-check-in complete', { topic: 'precheckin' });
    expect(shown()).toEqual(['info: Link copied', 'success: Pre-check-in complete']);
  });

  it('takes a toast’s text for its topic without one: the same words again replace it (issue 34 point 7)', () => {
    toast.success('The link is copied.');
    toast.info('Saved');
    toast.success('The link is copied.');
    expect(shown()).toEqual(['info: Saved', 'success: The link is copied.']);
  });

  it('keeps toasts without a topic side by side, each for its 6 seconds', () => {
    vi.useFakeTimers();
    toast.info('One');
    toast.error('Two');
    expect(shown()).toEqual(['info: One', 'error: Two']);
    vi.advanceTimersByTime(6000);
    expect(shown()).toEqual([]);
  });
});
