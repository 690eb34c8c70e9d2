/** The CSP violations a browser reported, read from either report format and scrubbed of what a user typed. */
import { scrubRoute, scrubUrl } from './scrub';

/** A CSP report in either format: `report-uri`'s `{ "csp-report": {…} }`, or the Reporting API's list. */
function violationsIn(body: unknown): Record<string, unknown>[] {
  const asRecord = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  const legacy = asRecord(asRecord(body)?.['csp-report']);
  if (legacy) {
    return [
      {
        directive: legacy['effective-directive'] ?? legacy['violated-directive'],
        blocked: legacy['blocked-uri'],
        page: legacy['document-uri'],
        source: legacy['source-file'],
        line: legacy['line-number'],
      },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body
    .map(asRecord)
    .filter((report) => report?.type === 'csp-violation')
    .map((report) => asRecord(report?.body) ?? {})
    .map((b) => ({
      directive: b.effectiveDirective,
      blocked: b.blockedURL,
      page: b.documentURL,
      source: b.sourceFile,
      line: b.lineNumber,
    }));
}

const pathOf = (url: unknown): string | null => {
  try {
    return scrubRoute(new URL(String(url)).pathname);
  } catch {
    return null;
  }
};

/** At most 20 violations of a report, each with its directive, the blocked URL, the page's route, the source and line. */
export function cspViolations(body: unknown) {
  return violationsIn(body)
    .slice(0, 20)
    .map((violation) => ({
      directive: typeof violation.directive === 'string' ? violation.directive.slice(0, 60) : 'unknown',
      blocked: scrubUrl(violation.blocked) ?? 'unknown',
      page: pathOf(violation.page),
      source: scrubUrl(violation.source),
      line: typeof violation.line === 'number' ? violation.line : null,
    }));
}
