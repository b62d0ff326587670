// The newsletters area, loaded when it is first opened (app/ConsoleRoutes.tsx).
export { NewslettersArea as default } from './components/NewslettersArea';
