// The shell's server entry: what the Node web server calls to render a visitor page.
export { renderPage, type RenderRequest, type RenderResult } from './render-page';
