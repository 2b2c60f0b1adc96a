import { createRequire } from 'node:module';
import type { Style } from 'exceljs';

/**
 * exceljs 4.4 has no `quotePrefix` style (its pull request #2809 is still open), yet that is how a
 * spreadsheet marks a text cell that must never be read as a formula: Excel shows the text as typed
 * ('+57 601 555 0000') and keeps it text when the cell is edited, without an apostrophe in the
 * value. This teaches exceljs's style writer and reader the one attribute. Imported for its effect
 * by every module that writes a workbook (reports and their worker thread, the product sheet).
 */
declare module 'exceljs' {
  interface Style {
    /** Text shown and kept as typed, never read as a formula (xlsx `<xf quotePrefix="1">`). */
    quotePrefix: boolean;
  }
}

interface StyleModel {
  quotePrefix?: boolean;
  [key: string]: unknown;
}
interface StylesXformShape {
  weakMap?: WeakMap<object, number>;
  model: { styles: Array<string | StyleModel> };
  index: { style: Record<string, number> };
  addStyleModel(model: StyleModel | undefined, cellType?: number): number;
  getStyleModel(id: number): StyleModel | null;
}
interface StyleXformShape {
  model: StyleModel;
  parseOpen(node: { name: string; attributes: Record<string, string> }): boolean;
}
type Prototype<T> = { prototype: T };

const require = createRequire(import.meta.url);
const StylesXform =
  require('exceljs/lib/xlsx/xform/style/styles-xform.js') as Prototype<StylesXformShape>;
const StyleXform =
  require('exceljs/lib/xlsx/xform/style/style-xform.js') as Prototype<StyleXformShape>;

const PATCHED = Symbol.for('shop.exceljs.quotePrefix');
const styles = StylesXform.prototype as StylesXformShape & { [PATCHED]?: true };

if (!styles[PATCHED]) {
  styles[PATCHED] = true;
  const addStyleModel = styles.addStyleModel;
  styles.addStyleModel = function (this: StylesXformShape, model, cellType) {
    if (!model?.quotePrefix) return addStyleModel.call(this, model, cellType);
    const known = this.weakMap?.get(model);
    if (known !== undefined) return known;
    // The same style without the flag (a copy, so the cache keyed by object stays right), then
    // its <xf> with the attribute, registered as exceljs registers every style: by its XML.
    const { quotePrefix: _flag, ...rest } = model;
    const base = this.model.styles[addStyleModel.call(this, rest, cellType)];
    const xml = String(base).replace(/^<xf /, '<xf quotePrefix="1" ');
    let id = this.index.style[xml];
    if (id === undefined) {
      id = this.index.style[xml] = this.model.styles.length;
      this.model.styles.push(xml);
    }
    this.weakMap?.set(model, id);
    return id;
  };

  const getStyleModel = styles.getStyleModel;
  styles.getStyleModel = function (this: StylesXformShape, id) {
    const model = getStyleModel.call(this, id);
    const stored = this.model.styles[id];
    if (model && typeof stored === 'object' && stored.quotePrefix) model.quotePrefix = true;
    return model;
  };

  const style = StyleXform.prototype;
  const parseOpen = style.parseOpen;
  style.parseOpen = function (this: StyleXformShape, node) {
    const handled = parseOpen.call(this, node);
    if (node.name === 'xf' && node.attributes.quotePrefix === '1') this.model.quotePrefix = true;
    return handled;
  };
}

/** The style of a text cell kept as text: one object, so exceljs finds its id by identity. */
export const QUOTED_TEXT: Partial<Style> = { quotePrefix: true };
