// The messages area, loaded when it is first opened (app/ConsoleRoutes.tsx).
export { MessagesArea as default } from './components/MessagesArea';
