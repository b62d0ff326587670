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
  BlueskyIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  MastodonIcon,
  SOCIAL_NETWORKS,
  socialNetworkLook,
  ThreadsIcon,
  TiktokIcon,
  TwitterIcon,
  WhatsappIcon,
  XIcon,
  YoutubeIcon,
  type BrandIconProps,
  type SocialNetwork,
} from './social-icons';
export {
  AttributionContext,
  AttributionFields,
  ATTRIBUTION_FIELD_MARKER,
  useAttribution,
} from './attribution';
