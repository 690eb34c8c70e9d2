// @ts-check
// Names derived from a kebab-case feature or remote name (`order-notes` → OrderNotes, orderNotes).

/** @param {string} name */
export const pascal = (name) =>
  name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** @param {string} name */
export const camel = (name) => {
  const p = pascal(name);
  return p.charAt(0).toLowerCase() + p.slice(1);
};

/** @param {string} name */
export const words = (name) => name.split('-').join(' ');

/**
 * @param {string} name
 * @param {string} what
 */
export function checkName(name, what) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    throw new Error(`The ${what} name "${name}" must be kebab-case (e.g. order-notes).`);
}
