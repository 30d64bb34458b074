import { describe, expect, it } from 'vitest';
import { mergeRanges, PlayedRanges } from './played-ranges.ts';

const play = (r: PlayedRanges, from: number, to: number, rate = 1, step = 0.25) => {
  let at = 0;
  for (let t = from; t <= to + 1e-9; t += step * rate) {
    r.sample({ time: t, playing: true, rate, at });
    at += step * 1000;
  }
};

describe('PlayedRanges', () => {
  it('records what plays, at normal and double speed', () => {
    const r = new PlayedRanges();
    play(r, 0, 10);
    expect(r.take()).toEqual([[0, 10]]);
    play(r, 20, 30, 2);
    expect(r.take()).toEqual([[20, 30]]);
  });

  it('adds nothing for a seek to the end', () => {
    const r = new PlayedRanges();
    r.sample({ time: 2, playing: true, rate: 1, at: 0 });
    r.sample({ time: 95, playing: true, rate: 1, at: 250 });
    r.sample({ time: 95.25, playing: true, rate: 1, at: 500 });
    expect(r.take()).toEqual([[95, 95.25]]);
  });

  it('does not bridge a pause, and gives back spans a refused report returns', () => {
    const r = new PlayedRanges();
    play(r, 0, 2);
    r.sample({ time: 2, playing: false, rate: 1, at: 10_000 });
    r.sample({ time: 50, playing: true, rate: 1, at: 20_000 });
    const taken = r.take();
    expect(taken).toEqual([[0, 2]]);
    r.restore(taken);
    expect(r.size).toBe(1);
  });

  it('merges overlapping spans', () => {
    expect(
      mergeRanges([
        [5, 8],
        [0, 3],
        [2, 6],
        [10, 10],
      ]),
    ).toEqual([[0, 8]]);
  });
});
