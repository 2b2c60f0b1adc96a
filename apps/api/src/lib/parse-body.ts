import type { z } from 'zod';
import { unknownFieldRefusal } from '@shop/shared';
import { badRequest, type Issue } from './errors';

/**
 * A body checked in the handler, for a route whose schema depends on who calls it; a refusal reads
 * as the route-level validation's (plugins/error-handler): unknown fields first, by name.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const unknown: Issue[] = [];
  const rest: Issue[] = [];
  for (const issue of result.error.issues) {
    const parent = issue.path.join('.');
    if (issue.code !== 'unrecognized_keys') {
      rest.push({ path: parent, message: issue.message });
      continue;
    }
    for (const key of issue.keys)
      unknown.push({
        path: parent ? `${parent}.${key}` : key,
        message: unknownFieldRefusal(key, issue.message),
      });
  }
  const issues = [...unknown, ...rest];
  throw badRequest(issues[0]?.message, issues);
}
