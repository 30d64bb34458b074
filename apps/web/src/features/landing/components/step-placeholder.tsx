/** The e-mail step's size, while a step's code loads: nothing below moves when the step appears. */
export function StepPlaceholder() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <div>
        <div className="mb-1 h-6 w-16 rounded bg-slate-100" />
        <div className="h-12 rounded-lg border border-slate-300" />
      </div>
      <div className="h-12 rounded-full bg-brand-600/60" />
    </div>
  );
}
