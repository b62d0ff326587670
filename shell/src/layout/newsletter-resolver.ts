import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterInputSchema } from '@campaign/shared';

/** The newsletter form's validation: the API's own schema. Loaded on first use (see the form). */
export const newsletterResolver = zodResolver(newsletterInputSchema);
