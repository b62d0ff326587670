import { z } from '../zod';

export const apiIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ApiIssue = z.infer<typeof apiIssueSchema>;

/** The JSON body of every non-2xx answer from the API: a message, plus one issue per bad field. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  issues: z.array(apiIssueSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Flattens zod issues into the API's `issues` list; the path is joined with dots. */
export function issuesFromZodError(error: { readonly issues: readonly IssueLike[] }): ApiIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((segment) => String(segment)).join('.'),
    message: issue.message,
  }));
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return apiErrorBodySchema.safeParse(value).success;
}
