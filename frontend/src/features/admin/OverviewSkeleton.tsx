/** Placeholder while the chart chunk or the figures load. */
export function OverviewSkeleton() {
  return (
    <div className="admin-charts" aria-busy="true">
      <p className="sr-only" role="status">
        Načítání přehledu…
      </p>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="admin-chart admin-chart--placeholder" aria-hidden="true" />
      ))}
    </div>
  );
}
