import { zodResolver } from '@hookform/resolvers/zod';
import { pledgeInputSchema } from '@campaign/shared';

/** The pledge form's checks: the API's own schema. Loaded on first use (ui/lazy-resolver.ts). */
export const pledgeResolver = zodResolver(pledgeInputSchema);
