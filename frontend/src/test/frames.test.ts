import { afterEach, describe, expect, it, vi } from 'vitest';

/** The test setup's animation frames (test/setup.ts): they come after a test's fake timers are gone. */

afterEach(() => {
  vi.useRealTimers();
});

const nextFrame = (request: typeof window.requestAnimationFrame) =>
  new Promise<boolean>((resolve) => {
    request(() => resolve(true));
    setTimeout(() => resolve(false), 1_000);
  });

describe('animation frames in tests', () => {
  it('come after a frame was asked for under fake timers and was still due when they ended', async () => {
    // A library that took requestAnimationFrame before the timers were faked keeps calling the original.
    const heldByLibrary = window.requestAnimationFrame;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let ran = false;
    heldByLibrary(() => {
      ran = true;
    });
    vi.useRealTimers();

    expect(await nextFrame(window.requestAnimationFrame)).toBe(true);
    // The frame asked for under the fake timers came too.
    expect(ran).toBe(true);
  });

  it('can be cancelled', async () => {
    let ran = false;
    const id = window.requestAnimationFrame(() => {
      ran = true;
    });
    window.cancelAnimationFrame(id);
    expect(await nextFrame(window.requestAnimationFrame)).toBe(true);
    expect(ran).toBe(false);
  });
});
