import { describe, expect, it } from 'vitest';
import { toastEdge } from './toastEdge.ts';

// A 390 × 844 phone; toasts 16 px from the edge, 358 px wide, 72 px high.
const VIEWPORT_HEIGHT = 844;
const atBottom = { top: 756, bottom: 828, left: 16, right: 374 };
const atTop = { top: 16, bottom: 88, left: 16, right: 374 };
const control = (top: number, left = 200) => ({ top, bottom: top + 44, left, right: left + 120 });

describe('toastEdge', () => {
  it('keeps the toasts at the bottom when nothing was used, or what was used is clear of them', () => {
    expect(toastEdge(atBottom, 'bottom', VIEWPORT_HEIGHT, null)).toBe('bottom');
    expect(toastEdge(atBottom, 'bottom', VIEWPORT_HEIGHT, control(300))).toBe('bottom');
  });

  it('moves them to the top where at the bottom they would cover the control just used', () => {
    expect(toastEdge(atBottom, 'bottom', VIEWPORT_HEIGHT, control(780))).toBe('top');
    // Measured at the top (a second copy), the bottom is still where they would cover it.
    expect(toastEdge(atTop, 'top', VIEWPORT_HEIGHT, control(780))).toBe('top');
  });

  it('reads the sides of a DOMRect, whose sides are getters', () => {
    class Rect {
      constructor(private readonly box: typeof atBottom) {}
      get top() {
        return this.box.top;
      }
      get bottom() {
        return this.box.bottom;
      }
      get left() {
        return this.box.left;
      }
      get right() {
        return this.box.right;
      }
    }
    expect(toastEdge(new Rect(atBottom), 'bottom', VIEWPORT_HEIGHT, new Rect(control(780)))).toBe('top');
  });

  it('brings them back to the bottom once the control in use is clear of it', () => {
    expect(toastEdge(atTop, 'top', VIEWPORT_HEIGHT, control(40))).toBe('bottom');
    expect(toastEdge(atTop, 'top', VIEWPORT_HEIGHT, control(400))).toBe('bottom');
  });

  it('looks at the columns too: a desktop’s toasts in the right corner leave a control on the left alone', () => {
    const corner = { top: 756, bottom: 828, left: 844, right: 1264 };
    expect(toastEdge(corner, 'bottom', VIEWPORT_HEIGHT, control(780, 40))).toBe('bottom');
    expect(toastEdge(corner, 'bottom', VIEWPORT_HEIGHT, control(780, 900))).toBe('top');
  });

  it('stays at the bottom where the toasts would cover the control at either edge', () => {
    const tall = { top: 0, bottom: VIEWPORT_HEIGHT, left: 0, right: 390 };
    expect(toastEdge(atBottom, 'bottom', VIEWPORT_HEIGHT, tall)).toBe('bottom');
  });
});
