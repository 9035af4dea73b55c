import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextView } from '../../../renderers/rich-text/rich-text-view';
import { renderRecordForm, withChakra } from './render-record-form';

const RENDERERS = join(import.meta.dirname, '../../../renderers');
/** Only these modules may import Slate: the editor loaded through React.lazy and its parts. */
const LAZY_EDITOR = new Set([
  'rich-text/rich-text-editor.tsx',
  'rich-text/rich-text-toolbar.tsx',
  'rich-text/rich-text-commands.ts',
  'rich-text/slate-types.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('rich text', () => {
  it('keeps Slate out of every module outside the lazily loaded editor', () => {
    const importers = sourceFiles(RENDERERS)
      .filter((file) =>
        /from '(slate|slate-react|slate-history|slate-dom)'/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(RENDERERS, file));
    expect(importers.every((file) => LAZY_EDITOR.has(file))).toBe(true);
    const staticImports = sourceFiles(RENDERERS)
      .filter((file) => !LAZY_EDITOR.has(relative(RENDERERS, file)))
      .filter((file) =>
        /from '\.\.?\/.*rich-text-(editor|toolbar|commands)'/.test(readFileSync(file, 'utf8')),
      );
    expect(staticImports).toEqual([]);
  });

  it('renders a stored document read-only without HTML and drops unsafe links', () => {
    render(
      withChakra(
        <RichTextView
          value={[
            { type: 'heading', level: 2, children: [{ text: 'Goals' }] },
            {
              type: 'paragraph',
              children: [
                { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'bad' }] },
                { text: 'ok' },
              ],
            },
            { type: 'video', url: 'https://example.com/watch?v=1', children: [{ text: '' }] },
          ]}
        />,
      ),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Goals' })).toBeTruthy();
    expect(screen.getByText('bad').closest('a')?.getAttribute('href')).toBeNull();
    expect(screen.getByRole('link', { name: /Video: https:\/\/example.com/ })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('edits the stored document with the product toolbar', async () => {
    renderRecordForm({
      properties: { summary: { $ref: '#/$defs/richText', title: 'Summary' } },
      uiSchema: { summary: { 'ui:widget': 'richtext' } },
      formData: { summary: [{ type: 'paragraph', children: [{ text: 'Hello' }] }] },
    });
    // The editor is its own lazy chunk: give it time on a busy machine.
    const editor = await screen.findByLabelText('Summary', undefined, { timeout: 10_000 });
    expect(editor.textContent).toBe('Hello');
    const toolbar = screen.getByRole('toolbar', { name: 'Summary formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Quote',
      'Code',
      'Link',
      'Subscript',
      'Superscript',
      'Image',
      'Video',
      'Bulleted list',
      'Numbered list',
      'Increase indent',
      'Right to left',
      'Clear formatting',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
    for (const name of ['Font', 'Size', 'Heading', 'Text colour', 'Highlight', 'Align']) {
      expect(within(toolbar).getByRole('combobox', { name })).toBeTruthy();
    }
  });
});
