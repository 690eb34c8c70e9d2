// A remote is not a site of its own: the shell loads its pages through Module Federation
// (see mf-manifest.json). Opened directly, this entry only says so.
const root = document.getElementById('root');
if (root) root.textContent = 'orders-mfe is a remote of the admin suite: open its pages through the shell.';
