import { rspack, type Compiler } from '@rspack/core';

/**
 * Writes `<link rel="preload" as="font">` for every web font the build emits (the display face,
 * styles/fonts.css) into index.html, the document the server renders every visitor page into.
 * The font's URL carries its content hash, so it is only known once the build has emitted it;
 * preloaded, it is fetched with the document instead of after the stylesheet, and arrives
 * before the first paint on most connections.
 */
export class FontPreloadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('FontPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(
        'FontPreloadPlugin',
        async (data) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const links = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => name.endsWith('.woff2'))
            .sort()
            .map(
              (name) =>
                `<link rel="preload" href="${publicPath}${name}" as="font" type="font/woff2" crossorigin>`,
            )
            .join('');
          data.html = data.html.replace('</head>', `${links}</head>`);
          return data;
        },
      );
    });
  }
}
