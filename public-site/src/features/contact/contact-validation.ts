import { zodResolver } from '@hookform/resolvers/zod';
import { contactInputSchema } from '@campaign/shared';

/** The contact form's checks: the API's own schema. Loaded on first use (ui/lazy-resolver.ts). */
export const contactResolver = zodResolver(contactInputSchema);
