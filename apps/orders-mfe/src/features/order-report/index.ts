export { reportParams } from './schemas/report-params';
export { fetchReportCsv, useOrderReport } from './api/order-report';
export { ReportTotals } from './components/ReportTotals';
export { ReportTable } from './components/ReportTable';
export { ReportFilters } from './components/ReportFilters';
