import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig } from '@campaign/shared/federation';
import pkg from './package.json' with { type: 'json' };

const config = appConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'public_site',
  pkg,
  exposes: { './PublicRoutes': './src/PublicRoutes.tsx' },
});

// The Impact chart's libraries (AntV G2 and what it pulls in) go into one named async chunk,
// so the build output, `pnpm size` and the e2e budget test can see that only /impact loads them.
const CHART_LIBRARIES =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(@antv|@ant-design|d3-[^\\/]+|html2canvas|lodash|gl-matrix|pdfast|flru|fmin|fecha|rbush|quickselect|svg-path-parser|color-string|color-name)[\\/]/;

config.optimization = {
  ...config.optimization,
  splitChunks: {
    chunks: 'async',
    cacheGroups: {
      impactChart: {
        test: CHART_LIBRARIES,
        name: 'impact-chart-vendors',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
    },
  },
};

export default config;
