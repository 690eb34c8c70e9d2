import { useEffect } from 'react';
import { Link, useLocation } from '@admin/ui/router';
import { PERMISSION_LABELS } from '@admin/api-client/contract';
import { useCurrentUser } from '@admin/auth';
import { PageHeader } from '@admin/ui';
import { routeAt } from '../../app/remote-routes';
import { mayOpen } from '../../app/route-permissions';
import styles from './GettingStartedPage.module.css';

/**
 * What each area is for, in the words of the staff who use it (help text). Who may open each is what
 * its remote declares for the page (mayOpen).
 */
const AREAS: readonly { to: string; label: string; what: string }[] = [
  {
    to: '/',
    label: 'Project List',
    what: 'the projects customers invest in: their status, booking amount and waitlist',
  },
  {
    to: '/company',
    label: 'Companies',
    what: 'the companies behind the projects, and their team members',
  },
  {
    to: '/fee-management',
    label: 'Fee Management',
    what: 'the fees charged, and the fee percentage of each project',
  },
  {
    to: '/customers',
    label: 'Customers',
    what: 'investor accounts: KYC checks, portfolio and the comment history',
  },
  {
    to: '/orders',
    label: 'Orders',
    what: 'bookings, moved step by step from Booked to Token Transfer; the report and wallet transactions',
  },
  {
    to: '/cancel',
    label: 'Cancel Requests',
    what: 'the queue of cancellations waiting for a decision',
  },
  {
    to: '/employee',
    label: 'Employees',
    what: 'staff accounts, their roles, and what each role may do',
  },
  {
    to: '/activity',
    label: 'Activity',
    what: 'who changed what, and when, on every record (each record’s own history is on its page)',
  },
  {
    to: '/templates',
    label: 'Templates',
    what: 'the emails and documents sent to customers',
  },
  {
    to: '/config',
    label: 'Config',
    what: 'settings, partners, video links, popup texts and countries',
  },
];

/** The jobs staff do most, step by step. */
const JOBS: readonly { title: string; steps: readonly string[] }[] = [
  {
    title: 'Decide a cancel request',
    steps: [
      'Open Cancel Requests: it lists the pending requests first (choose "All statuses" to see decided ones).',
      'Open the order (its number) to check its payments and documents.',
      'Approve to refund the customer (the order becomes Refunded), or Reject with a reason (the order goes back to where it was).',
    ],
  },
  {
    title: 'Move an order to its next step',
    steps: [
      'Open Orders and filter by customer, project or status.',
      'Open the order: the button at the top names the next step, for example "Move to Full Payment Done".',
      'Confirm. The order and its timeline show the new status; every list follows.',
    ],
  },
  {
    title: "Review a customer's KYC",
    steps: [
      'Open Customers and choose KYC "Pending".',
      'Open the customer and the KYC tab: email, Aadhaar, PAN and video each have their own decision.',
      'Approve a check, or Reject it with a reason; the reason joins the comment history.',
    ],
  },
  {
    title: 'See what a customer has invested',
    steps: [
      'Open the customer and the Portfolio tab.',
      'Committed counts booked orders still going ahead; Paid counts orders whose payment is done. The line under each figure says what it counts.',
    ],
  },
  {
    title: 'Add a project',
    steps: [
      'On Project List, choose Add project.',
      'Fill the four steps (basic details, investment terms, media, risk items); each step is saved when you continue.',
      'Set the project Active on Project List when it is ready for customers.',
    ],
  },
];

/** The help page linked from the sidebar: what each area is for, common jobs, and how to get access. */
export function GettingStartedPage() {
  const permissions = useCurrentUser().user?.permissions ?? [];
  const { hash } = useLocation();
  // "How to get access" links here from the no-access page: bring that section into view.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <article className={styles.page}>
      <PageHeader title="Getting started">
        What each part of the back-office is for, the common jobs step by step, and how to get access.
      </PageHeader>

      <section aria-labelledby="gs-areas">
        <h2 id="gs-areas">What each area is for</h2>
        <ul className={styles.screens}>
          {AREAS.map((area) => (
            <li key={area.to}>
              {mayOpen(area.to, permissions) ? <Link to={area.to}>{area.label}</Link> : <strong>{area.label}</strong>}:{' '}
              {area.what}.
              {mayOpen(area.to, permissions) ? null : (
                <span className={styles.locked}>
                  {' '}
                  Needs the permission “{PERMISSION_LABELS[routeAt(area.to)!.permission!]}”.
                </span>
              )}
            </li>
          ))}
        </ul>
        <p>
          Lists keep their page and filters in the address: a link to a filtered list opens it as you saw it, and Back
          returns to the previous filters.
        </p>
      </section>

      <section aria-labelledby="gs-jobs">
        <h2 id="gs-jobs">Common jobs</h2>
        {JOBS.map((job) => (
          <div key={job.title} className={styles.job}>
            <h3>{job.title}</h3>
            <ol>
              {job.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ))}
      </section>

      <section aria-labelledby="get-access">
        <h2 id="get-access">How to get access</h2>
        <p>
          What you can open and change depends on your role. <Link to="/profile">Your profile</Link> lists your role and
          what it allows. Pages your role may not open are left out of the menus; a link to one says which permission it
          needs.
        </p>
        <p>
          If your work needs more, ask an Admin: they can give you another role on Employees, or add a permission to a
          role on Roles. Sign out and in again if a change does not show.
        </p>
        <p>
          Each area of the site is deployed on its own. If one is unavailable, its screens show its name and a{' '}
          <strong>Retry</strong> button while everything else keeps working.
        </p>
      </section>
    </article>
  );
}
