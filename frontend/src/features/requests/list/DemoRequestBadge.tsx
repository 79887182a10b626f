/** The label of a demo request wherever one is listed (cards, detail, the admin's table). */
export const DEMO_REQUEST_LABEL = 'Ukázková poptávka';

/** Marks a demo request (isDemo) on its card and in its detail: it is an example, not a couple. */
export function DemoRequestBadge() {
  return <span className="request-demo-badge">{DEMO_REQUEST_LABEL}</span>;
}
