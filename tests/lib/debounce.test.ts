import { describe, expect, it, vi } from 'vitest';
import { debounce } from '../../src/lib/debounce';

describe('debounce', () => {
  it('calls once with the last arguments 500 ms after the last call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('a');
    vi.advanceTimersByTime(499);
    debounced('b');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
    debounced('c');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
