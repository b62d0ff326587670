import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION, sharedDependencies } from './shared-dependencies';

const deps = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  '@tanstack/react-query': '^5.90.0',
};

describe('sharedDependencies', () => {
  it('shares React, React DOM and the query client as singletons at the app’s own ranges', () => {
    const shared = sharedDependencies({ name: 'app', dependencies: deps });
    for (const key of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']) {
      expect(shared[key]).toMatchObject({ singleton: true, requiredVersion: '^19.2.0' });
    }
    expect(shared['@tanstack/react-query']).toMatchObject({
      singleton: true,
      requiredVersion: '^5.90.0',
    });
  });

  it('shares the router facade and the stateful contract modules, never react-router or the main entry', () => {
    const shared = sharedDependencies({ name: 'app', dependencies: deps });
    for (const key of ['@campaign/shared/router', '@campaign/shared/react']) {
      expect(shared[key]).toMatchObject({
        singleton: true,
        version: CONTRACT_VERSION,
        requiredVersion: `^${CONTRACT_VERSION}`,
      });
    }
    for (const key of [
      'react-router',
      'react-router-dom',
      '@campaign/shared',
      '@campaign/shared/client',
    ]) {
      expect(shared).not.toHaveProperty([key]);
    }
  });

  it('refuses an app that does not depend on a singleton it would share', () => {
    expect(() => sharedDependencies({ name: 'app', dependencies: { react: '^19.2.0' } })).toThrow(
      'app must depend on react-dom to share it',
    );
  });
});
