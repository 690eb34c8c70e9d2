/**
 * The control a setting's value is edited with, inferred from the value as stored (settings keep
 * text only): exactly `true` or `false` is a flag, a plain decimal number (`10`, `-2`, `0.5`) a
 * number, anything else text. docs/config.md, "Setting values".
 */
export type SettingValueKind = 'boolean' | 'number' | 'text';

const NUMBER = /^-?\d+(\.\d+)?$/;

export function settingValueKind(value: string): SettingValueKind {
  if (value === 'true' || value === 'false') return 'boolean';
  return NUMBER.test(value) ? 'number' : 'text';
}
