import { ErrorPage } from '@admin/ui';

/** Start-up refused (docs/product.md#validation): the error is also logged to the console by bootstrap. */
export function StartupErrorPage({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <ErrorPage
      title="The back-office cannot start"
      message={`${message}\nAsk the team that deploys this site to fix runtime-config.json, then refresh the page.`}
    />
  );
}
