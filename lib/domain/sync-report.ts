// The sync report's sentence (spec §8), word for word: 'There were N sync issues.' or, with none,
// 'There is no sync issues.'
export function syncReportSummary(issues: number): string {
  return issues === 0 ? 'There is no sync issues.' : `There were ${issues} sync issues.`;
}
