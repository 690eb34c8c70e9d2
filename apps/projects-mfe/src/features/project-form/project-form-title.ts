/**
 * The heading names the project once it has loaded, and says whether it is edited or only read
 * ("Project", not "Edit Project", for a role without projects.write).
 */
export function projectFormTitle(id: string | undefined, canWrite: boolean, name: string | undefined): string {
  if (id === undefined) return 'Add Project';
  const kind = canWrite ? 'Edit Project' : 'Project';
  return name ? `${kind}: ${name}` : kind;
}
