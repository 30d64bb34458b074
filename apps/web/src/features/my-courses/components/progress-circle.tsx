import { PROGRESS_CAP } from '@campus/contract/constants';
import { profileMessages } from '../../../messages/profile.ts';

const SIZE = 44;
const STROKE = 5;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The mini progress circle of my courses (spec §2), capped at 100 (spec §9). */
export function ProgressCircle({ value }: { value: number }) {
  const percent = Math.max(0, Math.min(PROGRESS_CAP, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={profileMessages.myCourses.progress(percent)}
      className="relative inline-flex shrink-0"
    >
      <svg
        width={SIZE}
        height={SIZE}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        aria-hidden="true"
        className="-rotate-90"
      >
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          className="stroke-slate-200"
        />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
          className="stroke-brand-600"
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-xs font-bold text-slate-800"
      >
        {percent}%
      </span>
    </span>
  );
}
