import { describe, expect, it } from 'vitest';
import { variableSegments } from './variable-segments';

describe('variableSegments', () => {
  it('cuts the text into plain runs and placeholders that join back to the text exactly', () => {
    const text = '<p>Hi {{name}},</p>\n<p>{{ amount }} for {{order.id}}</p>';
    const segments = variableSegments(text);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.variable).map((s) => [s.text, s.variable])).toEqual([
      ['{{name}}', 'name'],
      ['{{ amount }}', 'amount'],
      ['{{order.id}}', 'order.id'],
    ]);
  });

  it('leaves what is not a placeholder as plain text', () => {
    expect(variableSegments('{{ 1bad }} {name} {{}}')).toEqual([{ text: '{{ 1bad }} {name} {{}}' }]);
    expect(variableSegments('')).toEqual([]);
    expect(variableSegments('{{a}}{{b}}')).toEqual([
      { text: '{{a}}', variable: 'a' },
      { text: '{{b}}', variable: 'b' },
    ]);
  });
});
