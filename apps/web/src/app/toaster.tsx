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
} as const;

/** The toaster, a lazy chunk of its own: `Providers` mounts it once code that toasts has loaded. */
export default function AppToaster() {
  return (
    <Toaster
      position="top-center"
      duration={TOAST_MS}
      richColors
      closeButton
      theme="light"
      style={TOAST_COLORS as CSSProperties}
    />
  );
}
