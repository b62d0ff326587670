// The users area, loaded when it is first opened (app/ConsoleRoutes.tsx).
export { UsersArea as default } from './components/UsersArea';
