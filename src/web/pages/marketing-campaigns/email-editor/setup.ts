import grapesjs, { type Editor } from 'grapesjs';
import 'grapesjs/dist/css/grapes.min.css';
import grapesjsMjml from 'grapesjs-mjml';
import grapesEs from 'grapesjs/locale/es';
import './editor.css';
import {
  MERGE_FIELD_NAMES,
  menuBlockContent,
  mergeFieldBlockContent,
  storeLogoBlockContent,
  type MergeFieldName,
} from './blocks';
import type { LogoPick, MenuPick } from '../templates';

/**
 * The e-mail editor: GrapesJS with its MJML plugin, everything served by the console itself (no icon
 * font, no web font, nothing fetched from another site). Loaded only when a template is opened.
 */

/** The editor's words: GrapesJS's own Spanish for its panels, the console's locales for the rest. */
export interface EditorWords {
  locale: string;
  /** The console's translation of a key under `emailTemplates.editor`. */
  t: (key: string) => string;
}

export interface EmailEditorOptions {
  container: HTMLElement;
  design: string;
  words: EditorWords;
  menu: MenuPick[];
  currencySymbol: string;
  /** The store's logo; without one its block is shown disabled, saying where to upload one. */
  logo: LogoPick | null;
  /** Called when the logo block is tapped while the store has no logo. */
  onNoLogo: () => void;
  /** Called whenever the design changes. */
  onChange: () => void;
}

export const DEVICES = { desktop: '', phone: '390px' } as const;
export type DeviceId = keyof typeof DEVICES;

export interface EmailEditor {
  /** The MJML document as it stands. */
  design(): string;
  setDevice(id: DeviceId): void;
  /** Writes a merge field at the cursor of the text being edited, or after the selected text. */
  insertMergeField(name: MergeFieldName): boolean;
  changed(): boolean;
  markSaved(): void;
  destroy(): void;
}

/** The words of the MJML plugin's panels and blocks, from the console's locales. */
function mjmlMessages(t: EditorWords['t']) {
  const names = [
    'body',
    'button',
    'column',
    'oneColumn',
    'twoColumn',
    'threeColumn',
    'divider',
    'group',
    'hero',
    'image',
    'navBar',
    'navLink',
    'section',
    'socialGroup',
    'socialElement',
    'spacer',
    'text',
    'wrapper',
    'raw',
  ];
  return {
    category: t('layout'),
    panels: {
      buttons: {
        undo: t('undo'),
        redo: t('redo'),
        desktop: t('desktop'),
        tablet: t('tablet'),
        mobile: t('phone'),
        import: t('import'),
      },
      import: { title: t('import'), button: t('importButton'), label: '' },
      export: { title: t('export') },
    },
    components: { names: Object.fromEntries(names.map((n) => [n, t(`names.${n}`)])) },
  };
}

/** A panel button named by words rather than an icon font's glyph. */
const button = (id: string, command: string, label: string, active = false) => ({
  id,
  command,
  active,
  togglable: false,
  label: `<span class="email-editor-button">${label}</span>`,
  attributes: { title: label, 'aria-label': label },
});

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The Store logo block: the logo itself as its picture, dragged or tapped like any block; while the
 * store has no logo, disabled (it cannot be dragged) and saying so, and a tap says so again.
 */
function storeLogoBlock(options: EmailEditorOptions, t: EditorWords['t']) {
  const { logo } = options;
  const common = { label: t('storeLogo'), category: t('store') };
  if (logo)
    return {
      ...common,
      content: storeLogoBlockContent(logo),
      media: `<img class="email-editor-logo" src="${escapeHtml(logo.path)}" alt="">`,
      attributes: { title: t('storeLogo'), 'data-block': 'store-logo' },
    };
  return {
    ...common,
    content: '',
    disable: true,
    onClick: () => options.onNoLogo(),
    media: `<span class="email-editor-note">${escapeHtml(t('noLogo'))}</span>`,
    attributes: { title: t('noLogo'), 'aria-disabled': 'true', 'data-block': 'store-logo' },
  };
}

export function createEmailEditor(options: EmailEditorOptions): EmailEditor {
  const { t, locale } = options.words;
  const lang = locale.startsWith('es') ? 'es' : 'en';
  const editor: Editor = grapesjs.init({
    container: options.container,
    height: '100%',
    width: 'auto',
    fromElement: false,
    storageManager: false,
    // No icon font from a CDN: the buttons carry words instead.
    cssIcons: '',
    telemetry: false,
    // A block is dragged onto the canvas, or tapped to land after the selected part (on a phone,
    // where there is no dragging).
    blockManager: { appendOnClick: true },
    showDevices: false,
    i18n: { locale: lang, localeFallback: 'en', detectLocale: false, messages: { es: grapesEs } },
    deviceManager: {
      devices: [
        { id: 'desktop', name: t('desktop'), width: DEVICES.desktop },
        { id: 'phone', name: t('phone'), width: DEVICES.phone, widthMedia: '480px' },
      ],
    },
    panels: {
      defaults: [
        {
          id: 'options',
          buttons: [
            button('sw-visibility', 'sw-visibility', t('outlines'), true),
            button('preview', 'preview', t('preview')),
          ],
        },
        {
          id: 'views',
          buttons: [
            button('open-blocks', 'open-blocks', t('blocks'), true),
            button('open-sm', 'open-sm', t('styles')),
            button('open-tm', 'open-tm', t('settings')),
            button('open-layers', 'open-layers', t('layers')),
          ],
        },
      ],
    },
    components: options.design,
    plugins: [
      (ed: Editor) =>
        grapesjsMjml(ed, {
          resetDevices: false,
          // A font name no design uses: MJML's default web fonts are never linked.
          fonts: { 'comanda-no-web-font': '' },
          i18n: { [lang]: { 'grapesjs-mjml': mjmlMessages(t) } },
        }),
    ],
  });

  const blocks = editor.Blocks;
  for (const name of MERGE_FIELD_NAMES)
    blocks.add(`merge-${name}`, {
      label: t(`merge.${name}`),
      category: t('mergeFields'),
      content: mergeFieldBlockContent(name),
    });
  blocks.add('store-logo', storeLogoBlock(options, t));
  for (const item of options.menu)
    blocks.add(`menu-item-${item.id}`, {
      label: item.name,
      category: t('menu'),
      content: menuBlockContent(item, options.currencySymbol),
    });

  for (const name of MERGE_FIELD_NAMES)
    editor.RichTextEditor.add(`merge-${name}`, {
      icon: `<span class="email-editor-rte">${t(`merge.${name}`)}</span>`,
      attributes: { title: t(`merge.${name}`) },
      result: (rte) => rte.insertHTML(`{{${name}}}`),
    });

  editor.on('update', options.onChange);
  let savedAt = 0;
  editor.on('load', () => {
    editor.UndoManager.clear();
    savedAt = editor.getDirtyCount();
  });

  return {
    design: () => editor.getHtml().trim(),
    setDevice: (id) => editor.setDevice(id),
    insertMergeField(name) {
      const text = `{{${name}}}`;
      const rte = editor.RichTextEditor.globalRte;
      if (editor.getEditing() && rte) {
        rte.insertHTML(text);
        return true;
      }
      const selected = editor.getSelected();
      if (selected?.get('type') === 'mj-text') {
        selected.append(` ${text}`);
        return true;
      }
      return false;
    },
    changed: () => editor.getDirtyCount() !== savedAt,
    markSaved: () => {
      savedAt = editor.getDirtyCount();
    },
    destroy: () => editor.destroy(),
  };
}
