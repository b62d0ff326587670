export { appConfig, serverAppConfig, DEV_PORTS } from './app-config';
export { sharedDependencies, CONTRACT_VERSION } from './shared-dependencies';
export { PrecompressPlugin, precompressDir } from './precompress';
