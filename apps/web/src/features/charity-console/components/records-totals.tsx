/** The totals of a whole records range (not only the loaded page), as labelled figures. */
export function RecordsTotals({
  label,
  figures,
}: {
  label: string;
  figures: Array<{ label: string; value: string }>;
}) {
  return (
    <section aria-label={label} className="rounded-2xl bg-brand-900 p-4 text-white sm:p-5">
      <h2 className="text-sm text-white/80">{label}</h2>
      <dl className="mt-2 flex flex-wrap gap-x-10 gap-y-3">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-white/80">{figure.label}</dt>
            <dd className="text-2xl font-bold">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
