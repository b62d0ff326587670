// The account area, loaded when it is first opened (app/ConsoleRoutes.tsx).
export { AccountArea as default } from './components/AccountArea';
