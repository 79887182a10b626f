/*
 * The couple's wedding plan (issue 46). The pages /muj-plan, /muj-plan/pripojit and /rsvp/:token load by their own
 * modules (app/routeTable.ts); the couple's dashboard shows the plan's card, the request form prefills the guests.
 */
export { PlanDashboardCard } from './PlanDashboardCard';
export { planGuestEstimate } from './planModel';
