import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asString, useRememberedState } from './use-remembered-state';

describe('useRememberedState', () => {
  it('a value set in one mount is there in the next (a tab switch or a reload)', () => {
    const first = renderHook(() => useRememberedState('t.filter', '', asString));
    act(() => first.result.current[1]('status:error'));
    expect(first.result.current[0]).toBe('status:error');
    first.unmount();
    const second = renderHook(() => useRememberedState('t.filter', '', asString));
    expect(second.result.current[0]).toBe('status:error');
  });

  it('reads the fallback for a stored value the decoder rejects, or for broken JSON', () => {
    sessionStorage.setItem('mcp-console.view-state.v1:t.filter', '42');
    expect(renderHook(() => useRememberedState('t.filter', 'none', asString)).result.current[0]).toBe('none');
    sessionStorage.setItem('mcp-console.view-state.v1:t.filter', '{not json');
    expect(renderHook(() => useRememberedState('t.filter', 'none', asString)).result.current[0]).toBe('none');
  });

  it('going back to the fallback removes the stored value', () => {
    const { result } = renderHook(() => useRememberedState('t.filter', '', asString));
    act(() => result.current[1]('x'));
    act(() => result.current[1](''));
    expect(sessionStorage.getItem('mcp-console.view-state.v1:t.filter')).toBeNull();
  });
});
