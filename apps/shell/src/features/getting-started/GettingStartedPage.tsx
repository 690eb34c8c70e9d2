import { Link } from '@admin/ui/router';
import { PageHeader } from '@admin/ui';
import styles from './GettingStartedPage.module.css';

const screens = [
  { to: '/', label: 'Project List', what: 'projects, their status, booking-amount and waitlist flags' },
  { to: '/add-project', label: 'Add Project', what: 'basic details, investment terms, media and risk items' },
  { to: '/company', label: 'Companies', what: 'companies and their status' },
  { to: '/add-company', label: 'Add Company', what: 'create a company' },
  { to: '/fee-management', label: 'Fee Management', what: 'fee entries and fee percentages' },
  { to: '/customers', label: 'Customers', what: 'customers, KYC and portfolios' },
  { to: '/employee', label: 'Employees', what: 'staff accounts' },
  { to: '/add-employee', label: 'Add Employee', what: 'create an employee' },
  { to: '/orders', label: 'Orders', what: 'orders with documents, payment and times' },
  { to: '/cancel', label: 'Cancel Requests', what: 'approve or reject cancel requests' },
  { to: '/templates', label: 'Templates', what: 'email and document templates' },
  { to: '/config', label: 'Config', what: 'settings, partners, video links, popup texts, countries' },
];

/** The documentation page linked from the sidebar: how to use and how to run the suite. */
export function GettingStartedPage() {
  return (
    <article className={styles.page}>
      <PageHeader title="Getting started">How to use the staff back-office, and how to run it.</PageHeader>

      <section aria-labelledby="gs-use">
        <h2 id="gs-use">Using the back-office</h2>
        <p>
          Sign in with your staff phone number and the one-time code sent to it. The sidebar leads to the main screens;
          lists keep their page and filters in the address, so a link to a filtered list opens it as you saw it. Every screen:
        </p>
        <ul className={styles.screens}>
          {screens.map((screen) => (
            <li key={screen.to}>
              <Link to={screen.to}>{screen.label}</Link> — {screen.what}
            </li>
          ))}
        </ul>
        <p>
          Each area of the site is deployed on its own. If one is unavailable, its screens show its name and a
          <strong> Retry</strong> button while everything else keeps working.
        </p>
      </section>

      <section aria-labelledby="gs-run">
        <h2 id="gs-run">Running the suite</h2>
        <p>From a clone of the repository, with Node.js 20.19 or later:</p>
        <pre className={styles.code}>npm start</pre>
        <p>
          installs everything, starts the reference API with its database and seed data, builds and serves the shell and the
          four remotes, and prints the address to open. Every test, unit and browser:
        </p>
        <pre className={styles.code}>npm test</pre>
        <p>
          To work on one area with live reload, run <code>npm start -- --dev orders-mfe</code>: that remote runs in development
          mode on its usual port, the rest as built.
        </p>
      </section>

      <section aria-labelledby="gs-remotes">
        <h2 id="gs-remotes">How the site is assembled</h2>
        <p>
          The shell reads <code>/runtime-config.json</code> at start-up: the API address, the blockchain network, the storage
          gateway and the manifest address of each remote. Deploying a remote means publishing its build and, if its address
          changed, editing that file: the shell is not rebuilt.
        </p>
        <p>
          To try a remote from another address in your browser only, open any page with
          <code> ?remote-override=orders_mfe@https://host/mf-manifest.json</code>. A yellow banner shows while an override is
          active; its <em>Clear overrides</em> button removes it.
        </p>
      </section>
    </article>
  );
}
