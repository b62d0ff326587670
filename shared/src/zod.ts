// zod's full API for the schemas of this package, configured for the browser first.
import './zod-config';

export { z } from 'zod';
