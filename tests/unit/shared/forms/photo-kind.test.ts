import { describe, expect, it } from 'vitest';
import photo from '../../../../schemas/_defs/photo.json';
import { formatFieldValue } from '../../../../src/shared/format/field-value';
import { valueTree } from '../../../../src/shared/format/value-tree';
import { bundleDefinition } from '../../../../src/shared/forms/bundle';
import type { FormDefinition } from '../../../../src/shared/forms/definition';
import { describeField, fieldsOf, type JsonSchemaNode } from '../../../../src/shared/forms/fields';

const picture = { id: 'f-1', name: 'face.png', size: 120, type: 'image/png' };

const definition = {
  formId: 'photo-test',
  title: 'Photo test',
  schema: {
    type: 'object',
    properties: {
      photo: { $ref: '#/$defs/photo', title: 'Photo' },
      badge: {
        type: 'object',
        title: 'Badge',
        properties: { picture: { $ref: '#/$defs/photo', title: 'Picture' } },
      },
    },
  },
  list: { columns: ['photo'] },
} as unknown as FormDefinition;

describe('the photo kind', () => {
  it('is the kind of a field referring to the photo fragment', () => {
    const field = describeField('photo', { $ref: '#/$defs/photo', title: 'Photo' }, undefined);
    expect(field).toMatchObject({ kind: 'photo', title: 'Photo' });
    expect(fieldsOf(definition).map((each) => each.kind)).toEqual(['photo', 'object']);
  });

  it('is bundled with its fragment and drawn by the photo widget, also inside groups', () => {
    const bundled = bundleDefinition(definition, { photo } as Record<string, JsonSchemaNode>);
    const { $comment: _comment, ...body } = photo;
    expect(bundled.schema.$defs).toEqual({ photo: body });
    expect(bundled.uiSchema).toMatchObject({
      photo: { 'ui:widget': 'photo' },
      badge: { picture: { 'ui:widget': 'photo' } },
    });
  });

  it('reads as the file name in lists, exports and nested groups', () => {
    const [top, badge] = fieldsOf(definition);
    expect(formatFieldValue(top!, picture)).toBe('face.png');
    expect(formatFieldValue(badge!, { picture })).toBe('Picture: face.png');
    expect(valueTree(badge!, { picture })).toMatchObject({
      type: 'group',
      entries: [{ label: 'Picture', node: { type: 'kind', field: { kind: 'photo' } } }],
    });
  });
});
