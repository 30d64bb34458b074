import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Spec §4/§9: the payment result pages move on after 5 s. Counts down whole seconds for the page to
 * show, then replaces the location with `to`. `cancel` stops it (WCAG 2.2.1: a time limit the user
 * can turn off); nothing runs until `enabled`.
 */
export function useCountdownRedirect({ to, ms, enabled }: { to: string; ms: number; enabled: boolean }) {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(ms / 1000));
  const [cancelled, setCancelled] = useState(false);

  useEffect(() => {
    if (!enabled || cancelled) return;
    const start = Date.now();
    setSecondsLeft(Math.ceil(ms / 1000));
    const tick = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((ms - (Date.now() - start)) / 1000)));
    }, 250);
    const timer = setTimeout(() => navigate(to, { replace: true }), ms);
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [enabled, cancelled, ms, to, navigate]);

  return { secondsLeft, cancelled, cancel: () => setCancelled(true) };
}
