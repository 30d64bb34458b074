/**
 * What the player really played, measured from the playhead: consecutive samples while playing
 * add the span between them; a jump larger than the elapsed time at the current speed allows (a
 * seek) starts a new span instead. Seeking to the end therefore adds nothing.
 */
export type Sample = { time: number; playing: boolean; rate: number; at: number };
export type Range = [number, number];

/** Merges overlapping or touching spans (seconds, floats). */
export function mergeRanges(ranges: Range[]): Range[] {
  const sorted = ranges.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const out: Range[] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + 0.01) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export class PlayedRanges {
  private pending: Range[] = [];
  private last: Sample | null = null;

  /** Feed a playhead sample (a few per second while playing). */
  sample(s: Sample): void {
    const prev = this.last;
    this.last = s.playing ? s : null;
    if (!prev || !s.playing) return;
    const advanced = s.time - prev.time;
    const wall = (s.at - prev.at) / 1000;
    const allowed = wall * Math.max(1, s.rate, prev.rate) * 1.25 + 0.35;
    if (advanced > 0 && advanced <= allowed)
      this.pending = mergeRanges([...this.pending, [prev.time, s.time]]);
  }

  /** A seek or pause: the next sample starts a new span. */
  break(): void {
    this.last = null;
  }

  /** Takes the spans to report; give them back with `restore` if the report is not accepted. */
  take(): Range[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  restore(ranges: Range[]): void {
    this.pending = mergeRanges([...ranges, ...this.pending]);
  }

  get size(): number {
    return this.pending.length;
  }
}
