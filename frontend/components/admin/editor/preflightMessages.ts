import type { TFunction } from 'i18next'
import { LOCALE_NAMES, type ContentLocale } from '../../../../domain/contentLocales'
import type { PreflightFinding } from '../../../../domain/preflight'

/** A finding of the check before going live, in the editor's language. */
export function findingMessage(t: TFunction, finding: PreflightFinding): string {
  if (finding.code === 'coverAlt') return t('admin.articles.coverAltRequired')
  const detail =
    finding.code === 'languagesMissing'
      ? (finding.detail ?? '')
          .split(', ')
          .map((code) => LOCALE_NAMES[code as ContentLocale] ?? code)
          .join(', ')
      : finding.detail
  return t(`admin.preflight.${finding.code}`, { count: finding.count ?? 0, detail })
}

/** The refusal of a publish the check blocks: each blocking finding, on its field, for the error summary. */
export function blockingErrors(t: TFunction, findings: PreflightFinding[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const finding of findings) if (finding.level === 'block' && !errors[finding.field]) errors[finding.field] = findingMessage(t, finding)
  return errors
}
