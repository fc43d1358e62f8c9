import type { Locator, Page } from 'playwright-core';

/** The e-mail editor's canvas: the frame GrapesJS draws the design in. */
export const editorCanvas = (page: Page) => page.frameLocator('.gjs-frame');

/**
 * Drags a block of the editor's panel onto the canvas, onto the lower part of `target`, with the
 * browser's own drag events: dragstart on the block, dragenter, dragover and drop on the element in
 * the editor's frame (each document with its DataTransfer), dragend on the block. A mouse drag does
 * not reach into the frame, and under load its moves can land before the frame takes the drag.
 */
export async function dragBlock(page: Page, block: Locator, target: Locator): Promise<void> {
  await block.scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const data = await page.evaluateHandle(() => new DataTransfer());
  const inFrame = await target.evaluateHandle(
    (el) => new (el.ownerDocument.defaultView as typeof window).DataTransfer(),
  );
  const box = (await target.boundingBox())!;
  const frame = (await page.locator('.gjs-frame').boundingBox())!;
  const at = { clientX: box.x - frame.x + box.width / 2, clientY: box.y - frame.y + box.height * 0.8 };
  await block.dispatchEvent('dragstart', { dataTransfer: data });
  for (const type of ['dragenter', 'dragover', 'dragover']) {
    await target.dispatchEvent(type, { dataTransfer: inFrame, ...at, bubbles: true, cancelable: true });
    await page.waitForTimeout(100);
  }
  await target.dispatchEvent('drop', { dataTransfer: inFrame, ...at, bubbles: true, cancelable: true });
  await block.dispatchEvent('dragend', { dataTransfer: data });
}
