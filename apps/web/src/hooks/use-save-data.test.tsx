// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { savesData, useSaveData } from './use-save-data';

/** Chromium's `navigator.connection`, with the data saver on or off. */
function setConnection(saveData: boolean | undefined): EventTarget & { saveData?: boolean } {
  const connection = Object.assign(new EventTarget(), { saveData });
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  return connection;
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('useSaveData', () => {
  it('is false in a browser without the Network Information API, or with the saver off', () => {
    expect(savesData()).toBe(false);
    setConnection(false);
    expect(renderHook(() => useSaveData()).result.current).toBe(false);
  });

  it('is true while the data saver is on, and follows it when the visitor turns it off', () => {
    const connection = setConnection(true);
    const { result } = renderHook(() => useSaveData());
    expect(result.current).toBe(true);
    act(() => {
      connection.saveData = false;
      connection.dispatchEvent(new Event('change'));
    });
    expect(result.current).toBe(false);
  });
});
