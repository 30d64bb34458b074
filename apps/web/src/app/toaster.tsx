import { TOAST_MS } from '@campus/contract/constants';
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/**
 * Toast colours (sonner's `richColors` variables, set on the toaster so they win over its
 * stylesheet). Sonner's own light palette gives 4.25:1 on the success toast; these Tailwind
 * 50/200/800 shades give every variant at least 6.8:1 (WCAG AA asks 4.5:1), close button included.
 */
const TOAST_COLORS = {
  '--success-bg': '#ecfdf5', // emerald-50
  '--success-border': '#a7f3d0', // emerald-200
  '--success-text': '#065f46', // emerald-800
  '--info-bg': '#eff6ff', // blue-50
  '--info-border': '#bfdbfe', // blue-200
  '--info-text': '#1e40af', // blue-800
  '--warning-bg': '#fffbeb', // amber-50
  '--warning-border': '#fde68a', // amber-200
  '--warning-text': '#92400e', // amber-800
  '--error-bg': '#fef2f2', // red-50
  '--error-border': '#fecaca', // red-200
  '--error-text': '#991b1b', // red-800
  '--normal-bg': '#ffffff',
  '--normal-border': '#e2e8f0', // slate-200
  '--normal-text': '#0f172a', // slate-900
  // The close button inside the toast's top-right corner (sonner hangs it half outside the
  // top-left one, where it overlaps the page and is hard to hit).
  '--toast-close-button-start': 'auto',
  '--toast-close-button-end': '8px',
  '--toast-close-button-transform': 'translateY(8px)',
} as const;

/** Room on the toast's right for the close button, so the text never runs under it. */
const TOAST_STYLE: CSSProperties = { paddingInlineEnd: '36px' };

/**
 * At the bottom of the screen: the headers are at the top (a phone's holds the logo, the search
 * and the cart badge), and no page keeps anything fixed at the bottom. One toast at a time: a new
 * one takes the place of the last instead of stacking on it.
 */
export const TOASTER_PLACEMENT = {
  position: 'bottom-center',
  visibleToasts: 1,
  offset: { bottom: 24 },
  // Above the phone's home indicator where there is one.
  mobileOffset: { bottom: 'calc(16px + env(safe-area-inset-bottom))', left: 12, right: 12 },
} as const;

/** The toaster, a lazy chunk of its own: `Providers` mounts it once code that toasts has loaded. */
export default function AppToaster() {
  return (
    <Toaster
      {...TOASTER_PLACEMENT}
      duration={TOAST_MS}
      toastOptions={{ style: TOAST_STYLE }}
      richColors
      closeButton
      theme="light"
      style={TOAST_COLORS as CSSProperties}
    />
  );
}
