import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers for API and site alike. The SPA loads only its own bundles; styled-components
 * injects <style> tags at runtime, hence 'unsafe-inline' for styles only.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    });
  },
  { name: 'security' },
);
