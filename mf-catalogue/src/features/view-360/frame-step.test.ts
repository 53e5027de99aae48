import { pixelsPerFrame, stepFrame } from './frame-step';

describe('stepFrame', () => {
  it('wraps forwards and backwards around the turntable', () => {
    expect(stepFrame(0, 1, 36)).toBe(1);
    expect(stepFrame(35, 1, 36)).toBe(0);
    expect(stepFrame(0, -1, 36)).toBe(35);
    expect(stepFrame(3, -40, 36)).toBe(35);
    expect(stepFrame(5, 0, 0)).toBe(0);
  });
  it('turns a full revolution over about one and a half widths', () => {
    expect(pixelsPerFrame(720, 36)).toBe(30);
    expect(pixelsPerFrame(40, 36)).toBe(4);
  });
});
