// Public face of @admin/ui/charts: the parts of recharts the suite's charts use (the fee chart in
// projects-mfe, the portfolio in customers-mfe), shared by version so a page loads recharts once
// (~71 KiB gzip; each of the two remotes bundled its own). A shared module is not tree-shaken, hence
// only these names; a chart that needs another one adds it here.
export { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
