/** Marks a demo request (isDemo) on its card and in its detail: it is an example, not a couple. */
export function DemoRequestBadge() {
  return <span className="request-demo-badge">Ukázková poptávka</span>;
}
