// The contract: every request/response schema, constant and pure rule shared by api and web.
import './zod-es.ts';

export * from './common.ts';
export * from './constants.ts';
export * from './field-labels.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './oauth.ts';
export * from './projects.ts';
export * from './slug.ts';
export * from './text.ts';
export { describeIssue } from './zod-es.ts';
