// The export half of the load engine: the profile as k6 and Locust scripts. Kept apart from index.ts so the QA panel's page never loads it.
export { exportPlan, tagOf, headerVariable, type ExportPlan, type PlanRequest } from './plan';
export { k6Script } from './k6';
export { locustFile } from './locust';
