export function writeReport(report, out) {
  return [out];
}
