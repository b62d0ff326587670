/**
 * What ProseMirror needs from a browser that jsdom lacks. jsdom does no layout: ranges have no
 * rectangles and there is nothing at a point (asked for to scroll the selection into view). And
 * it has no ClipboardEvent, which a simulated paste is dispatched as.
 */
const noRect = () => new DOMRect(0, 0, 0, 0);
const noRects = () => [] as unknown as DOMRectList;

if (!Range.prototype.getClientRects) Range.prototype.getClientRects = noRects;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = noRect;
if (!document.elementFromPoint) document.elementFromPoint = () => null;
if (!('ClipboardEvent' in globalThis)) {
  class ClipboardEventStub extends Event {
    readonly clipboardData = null;
  }
  Object.defineProperty(globalThis, 'ClipboardEvent', {
    configurable: true,
    value: ClipboardEventStub,
  });
}
