import { ERROR_CODES } from '@campus/contract/errors';
import type { PlaybackReportResponse } from '@campus/contract/learning';
import { HEARTBEAT_SECONDS } from '@campus/contract/progress';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { reportPlayback, reportPlaybackOnExit } from '../api/report-playback.ts';
import { PlayedRanges } from './played-ranges.ts';
import type { PlayerEvent, PlayerState } from './video-player.tsx';

type Options = {
  courseId: number;
  resourceId: number;
  /**
   * False when the server holds no length for the video: nothing would count, so nothing is sent
   * (the page says why). A 409 `duration_unknown` answer turns reporting off the same way.
   */
  enabled?: boolean;
  /** The server's answer to each accepted or refused report. */
  onReport: (res: PlaybackReportResponse) => void;
  /** The video ended (spec §4: reload the course detail), after its last report. */
  onEnded: () => void;
};

/**
 * Honest progress from the player: it keeps the spans really played, sends them every
 * HEARTBEAT_SECONDS while playing, on pause, seek and end, and once more when the page is hidden
 * or closed (keepalive). The server merges them and decides; a refused report's spans are kept and
 * sent again with the next one. Returns the handler for the player's events.
 */
export function useProgressReporter({ courseId, resourceId, enabled = true, onReport, onEnded }: Options) {
  const ranges = useRef(new PlayedRanges());
  const last = useRef<PlayerState | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const callbacks = useRef({ onReport, onEnded });
  callbacks.current = { onReport, onEnded };
  const [saving, setSaving] = useState(false);
  const [offline, setOffline] = useState(false);
  const [lengthUnknown, setLengthUnknown] = useState(false);
  const active = useRef(enabled);
  active.current = enabled && !lengthUnknown;

  const buildReport = useCallback(() => {
    const s = last.current;
    return {
      mounted_course_id: courseId,
      resource_id: resourceId,
      ranges: ranges.current.take(),
      position: Math.max(0, s?.time ?? 0),
      duration: s?.duration ?? null,
    };
  }, [courseId, resourceId]);

  const flush = useCallback(async (): Promise<void> => {
    if (!active.current) return;
    if (inFlight.current) await inFlight.current;
    const report = buildReport();
    setSaving(true);
    const run = reportPlayback(report)
      .then((res) => {
        setOffline(false);
        if (!res.accepted) ranges.current.restore(report.ranges);
        callbacks.current.onReport(res);
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.code === ERROR_CODES.durationUnknown) {
          active.current = false;
          setLengthUnknown(true);
          return;
        }
        setOffline(true);
        ranges.current.restore(report.ranges);
      })
      .finally(() => {
        inFlight.current = null;
        setSaving(false);
      });
    inFlight.current = run;
    return run;
  }, [buildReport]);

  // Heartbeat while playing.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (last.current?.playing && !inFlight.current) void flush();
    }, HEARTBEAT_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [flush]);

  // The page is hidden or closed: one last report that survives the page.
  useEffect(() => {
    const onHide = () => {
      if (!active.current || (ranges.current.size === 0 && !last.current)) return;
      reportPlaybackOnExit(buildReport());
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      // Leaving the resource inside the app: report what is left.
      if (active.current && ranges.current.size > 0) reportPlaybackOnExit(buildReport());
    };
  }, [buildReport]);

  const onEvent = useCallback(
    (event: PlayerEvent, state: PlayerState) => {
      last.current = state;
      const at = performance.now();
      if (event === 'seek') {
        ranges.current.break();
        return;
      }
      ranges.current.sample({
        time: state.time,
        playing: state.playing || event === 'ended',
        rate: state.rate,
        at,
      });
      if (event === 'play') {
        // Each start of playback reports at once: it (re)starts the server's clock for the speed cap.
        if (!inFlight.current) void flush();
      } else if (event === 'pause') {
        ranges.current.break();
        void flush();
      } else if (event === 'ended') {
        ranges.current.break();
        void flush().then(() => callbacks.current.onEnded());
      }
    },
    [flush],
  );

  return { onEvent, saving, offline, lengthUnknown: !enabled || lengthUnknown };
}
