import { isApiMessageCode, type ApiMessageCode } from '../messages/api-messages.ts';

/** One issue as fastify-type-provider-zod reports it: the zod issue's code, and the rest of it as `params`. */
interface ReportedIssue {
  keyword: string;
  params: Record<string, unknown>;
}
/** A zod issue as it sits inside a union's report. */
interface ZodIssueLike {
  code?: unknown;
  format?: unknown;
  params?: unknown;
  errors?: unknown;
}

const DATE_FORMATS = new Set(['date', 'datetime']);

/** The message a zod issue calls for: a schema names it (`params.apiCode`), or a date format that failed. */
function codeOfIssue(issue: ZodIssueLike): ApiMessageCode | undefined {
  const named = (issue.params as { apiCode?: unknown } | undefined)?.apiCode;
  if (typeof named === 'string' && isApiMessageCode(named)) return named;
  if (issue.code === 'invalid_format' && DATE_FORMATS.has(String(issue.format))) return 'invalid_date';
  // A union (a date or an instant) calls for a message when every one of its branches does, and agrees.
  if (issue.code === 'invalid_union' && Array.isArray(issue.errors)) {
    const codes = new Set(
      (issue.errors as ZodIssueLike[][]).map((branch) =>
        branch.length ? codeOfIssue(branch[0]!) : undefined,
      ),
    );
    const [only] = codes;
    return codes.size === 1 ? only : undefined;
  }
  return undefined;
}

/**
 * The localized message of a refused request: the specific one its first telling issue calls for (an impossible
 * date: `invalid_date`), else the general `validation_failed`. The details still list every issue.
 */
export function validationMessageCode(issues: readonly ReportedIssue[]): ApiMessageCode {
  for (const issue of issues) {
    const code = codeOfIssue({ ...issue.params, code: issue.keyword });
    if (code) return code;
  }
  return 'validation_failed';
}
