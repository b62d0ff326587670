// The media area, loaded when it is first opened (app/ConsoleRoutes.tsx).
export { MediaArea as default } from './components/MediaArea';
