export { toast, dismissToast, type ToastOptions, type ToastHandle } from './toast';
export { useTheme, currentTheme, announceTheme } from './theme';
export { HoneypotField } from './honeypot';
export { SubmittedFormContext, useSubmittedForm } from './submitted-form';
export { SiteInfoContext, useSiteInfo, type SiteInfo } from './site-info';
export { listenBeforeRouter, guardHistorySteps, type HistoryStepGuard } from './history-guard';
export { RemoteModulesContext, useRemoteModules, type RemoteModuleLoader } from './remote-modules';
export { siteSettingsQueryOptions, useSiteSettings } from './site-settings';
export { SocialLinks } from './social-links';
export {
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  SOCIAL_NETWORKS,
  TwitterIcon,
  type BrandIconProps,
} from './social-icons';
