import { es } from '../messages/es.ts';

/** A list or page that could not load: the reason, announced, and a retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
      <p role="alert">{message}</p>
      <button type="button" onClick={onRetry} className="font-semibold text-brand-700 underline">
        {es.common.retry}
      </button>
    </div>
  );
}

/** A whole page that could not load or show: the same, centred where the page would be. */
export function PageError(props: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-28">
      <LoadError {...props} />
    </div>
  );
}
