// Sample values for a template's variables, guessed from each variable's name, so that a preview
// reads like a real message instead of a row of {{placeholders}}. Staff can still type their own.

/** First rule whose pattern matches the variable's last name segment (`user.first_name` → `first_name`) wins. */
const SAMPLE_RULES: readonly (readonly [RegExp, string])[] = [
  [/^(first_?name|given_?name|firstname)$/, 'Asha'],
  [/^(last_?name|surname|family_?name|lastname)$/, 'Rao'],
  [/e_?mail/, 'asha.rao@example.com'],
  [/phone|mobile|whatsapp/, '+91 98765 43210'],
  [/otp|code|pin$/, '482913'],
  [/(^|_)(url|link)$|href/, 'https://example.com/orders/1042'],
  [/order(_?id|_?no|_?number)?$/, 'ORD-1042'],
  [/company|organisation|organization|org$/, 'Lotus Films LLP'],
  [/project|property|title/, 'Monsoon Reel'],
  [/symbol|ticker/, 'MNSN'],
  [/units?$|tokens?$|quantity|qty|sqyds/, '12'],
  [/percent|percentage|rate|irr/, '12.5%'],
  [/amount|price|total|balance|fee|value|cost|sum/, '25,000'],
  [/deadline|date|_at$|_on$|expir|due/, 'March 14, 2026'],
  [/time$/, '10:30 AM'],
  [/status/, 'Booked'],
  [/reason|comment|note|message/, 'Requested by the customer'],
  [/city/, 'Mumbai'],
  [/country/, 'India'],
  [/(^|_)id$|number$|ref/, '1042'],
  [/name|customer|user|investor|recipient/, 'Asha Rao'],
];

/** `ticket_ref` → 'Ticket ref': a readable stand-in for a name no rule knows. */
function humanise(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : name;
}

/** A believable sample for one variable, from its name. */
export function sampleValueFor(variable: string): string {
  const last = (variable.split('.').at(-1) ?? variable).replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
  for (const [pattern, sample] of SAMPLE_RULES) if (pattern.test(last)) return sample;
  return humanise(last);
}

/**
 * The samples for the variables a draft names now: a value the user already has (typed, or
 * prefilled earlier) is kept; a variable that just appeared gets its sample; one no longer named goes.
 */
export function samplesFor(
  variables: readonly string[],
  previous: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    variables.map((name) => [name, Object.hasOwn(previous, name) ? (previous[name] as string) : sampleValueFor(name)]),
  );
}
