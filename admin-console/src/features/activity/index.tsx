// The activity area, loaded when it is first opened (app/ConsoleRoutes.tsx).
export { ActivityArea as default } from './components/ActivityArea';
